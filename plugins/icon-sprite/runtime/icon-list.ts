/**
 * The icons that go into the sprite: each of Rspress's icon exports (from `@rspress/core/theme`) drawn on
 * every page, by its asset module in `@rspress/core/dist/theme/assets/` and a short id in the sprite.
 * Icons left out (the AI brand marks, the spinner, the deprecated/experimental tags) stay Rspress's own.
 * Data only.
 */
export interface SpriteIcon {
  /** The name Rspress exports it under, overridden in theme/index.tsx. */
  exportName: string;
  /** Its module in `@rspress/core/dist/theme/assets/`, without `.js`. */
  asset: string;
  /** Its `<symbol id>` in the sprite (short: the id is written into every page that shows the icon). */
  id: string;
}

export const SPRITE_ICONS: readonly SpriteIcon[] = [
  { exportName: 'IconArrowDown', asset: 'arrow-down', id: 'ad' },
  { exportName: 'IconArrowRight', asset: 'arrow-right', id: 'ar' },
  { exportName: 'IconClose', asset: 'close', id: 'x' },
  { exportName: 'IconCopy', asset: 'copy', id: 'c' },
  { exportName: 'IconDown', asset: 'down', id: 'd' },
  { exportName: 'IconEdit', asset: 'edit', id: 'e' },
  { exportName: 'IconEmpty', asset: 'empty', id: 'em' },
  { exportName: 'IconExternalLink', asset: 'external-link', id: 'el' },
  { exportName: 'IconFile', asset: 'file', id: 'f' },
  { exportName: 'IconGithub', asset: 'github', id: 'gh' },
  { exportName: 'IconHeader', asset: 'header', id: 'h' },
  { exportName: 'IconJump', asset: 'jump', id: 'j' },
  { exportName: 'IconLink', asset: 'link', id: 'l' },
  { exportName: 'IconMenu', asset: 'menu', id: 'm' },
  { exportName: 'IconMoon', asset: 'moon', id: 'mo' },
  { exportName: 'IconScrollToTop', asset: 'scroll-to-top', id: 'st' },
  { exportName: 'IconSearch', asset: 'search', id: 's' },
  { exportName: 'IconSmallMenu', asset: 'small-menu', id: 'sm' },
  { exportName: 'IconSuccess', asset: 'success', id: 'ok' },
  { exportName: 'IconSun', asset: 'sun', id: 'su' },
  { exportName: 'IconTitle', asset: 'title', id: 't' },
  { exportName: 'IconWrap', asset: 'wrap', id: 'w' },
  { exportName: 'IconWrapped', asset: 'wrapped', id: 'ww' },
];

/** The sprite id of a social link's icon (`themeConfig.socialLinks`, drawn by theme/SocialLinks/): `s-<key>`. */
export const socialSpriteId = (key: string) => `s-${key}`;
