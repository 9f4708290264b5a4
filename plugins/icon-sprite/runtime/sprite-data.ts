/**
 * What plugins/icon-sprite/ defines for the browser build and the static render (`__PT_ICON_SPRITE__`): the
 * sprite's address and each icon's outer `<svg>` attributes. Undefined in a build without the plugin (the
 * variants fixture site uses the theme alone), where the theme keeps Rspress's inline icons.
 */
declare const __PT_ICON_SPRITE__: SpriteData | undefined;

export interface SpriteData {
  href: string;
  outer: Record<string, Record<string, string>>;
}

export const SPRITE: SpriteData | undefined = typeof __PT_ICON_SPRITE__ === 'undefined' ? undefined : __PT_ICON_SPRITE__;

/** The `<use href>` of a symbol in the sprite. */
export const spriteUse = (sprite: SpriteData, id: string): string => `${sprite.href}#${id}`;
