/** The element a typed token of a checked sample is wrapped in (plugins/samples/render.ts writes it). */
export const TRIGGER = 'twoslash-popup-trigger';
/** The attribute of a token that names its popup: `<file hash>:<index>` in static/type-popups/ (plugins/samples/popup-files.ts). */
export const TYPE_ATTRIBUTE = 'data-pt-type';
/** The popup element twoslash's rich renderer puts inside a token (plugins/samples/render.ts). */
export const POPUP = 'twoslash-popup-container';
/** Where the popup files are published, under the site's static/ folder. */
export const POPUP_DIR = 'type-popups';
/** The arrow and the content box of a popup, as the plugin's stylesheet expects them: the client adds them around an entry of a popup file, which holds only the content (plugins/samples/render.ts). */
export const POPUP_ARROW = 'twoslash-popup-arrow';
export const POPUP_INNER = 'twoslash-popup-inner';
