/** The element a typed token of a checked sample is wrapped in (config/samples/render.ts writes it). */
export const TRIGGER = 'twoslash-popup-trigger';
