/**
 * Rspress's icons drawn from the sprite (plugins/icon-sprite/): the same outer `<svg>` as Rspress's icon,
 * its drawing a `<use>` of the sprite's symbol. Exported over Rspress's icons by theme/index.tsx.
 */
import type { SVGProps } from 'react';
import { socialSpriteId } from '../icons';

declare const __PT_ICON_SPRITE__: { href: string; outer: Record<string, Record<string, string>> };

type IconProps = SVGProps<SVGSVGElement>;

/** The `<use href>` of a symbol in the sprite. */
export function spriteUse(id: string): string {
  return `${__PT_ICON_SPRITE__.href}#${id}`;
}

/** The component for one sprite id (plugins/icon-sprite/icons.ts pairs each Rspress export with its id). */
function spriteIcon(id: string) {
  const outer = __PT_ICON_SPRITE__.outer[id];
  return (props: IconProps) => (
    <svg {...outer} {...props}>
      <use href={spriteUse(id)} />
    </svg>
  );
}

/** A social link's icon from the sprite (theme/SocialLinks/), or undefined when the sprite has none for it. */
export function socialSpriteIcon(name: string) {
  const id = socialSpriteId(name);
  if (!__PT_ICON_SPRITE__.outer[id]) return undefined;
  return (
    <svg {...__PT_ICON_SPRITE__.outer[id]}>
      <use href={spriteUse(id)} />
    </svg>
  );
}

export const IconArrowDown = spriteIcon('ad');
export const IconArrowRight = spriteIcon('ar');
export const IconClose = spriteIcon('x');
export const IconCopy = spriteIcon('c');
export const IconDown = spriteIcon('d');
export const IconEdit = spriteIcon('e');
export const IconEmpty = spriteIcon('em');
export const IconExternalLink = spriteIcon('el');
export const IconFile = spriteIcon('f');
export const IconGithub = spriteIcon('gh');
export const IconHeader = spriteIcon('h');
export const IconJump = spriteIcon('j');
export const IconLink = spriteIcon('l');
export const IconMenu = spriteIcon('m');
export const IconMoon = spriteIcon('mo');
export const IconScrollToTop = spriteIcon('st');
export const IconSearch = spriteIcon('s');
export const IconSmallMenu = spriteIcon('sm');
export const IconSuccess = spriteIcon('ok');
export const IconSun = spriteIcon('su');
export const IconTitle = spriteIcon('t');
export const IconWrap = spriteIcon('w');
export const IconWrapped = spriteIcon('ww');
