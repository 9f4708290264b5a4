/**
 * Rspress's icon module (`dist/theme/icons.js`) as plugins/icon-sprite/ swaps it in: the same 30 exports,
 * those listed in ../icons.ts drawn from the sprite (the same outer `<svg>` as Rspress's icon, its drawing a
 * `<use>` of the sprite's symbol), the rest Rspress's own.
 */
import type { SVGProps } from 'react';
import { SPRITE, spriteUse } from './sprite-data';

type IconProps = SVGProps<SVGSVGElement>;

/** The component for one sprite id (plugins/icon-sprite/runtime/icon-list.ts pairs each Rspress export with its id). */
function spriteIcon(id: string) {
  if (!SPRITE) throw new Error('icon-sprite: runtime/icons.tsx is swapped in by pluginIconSprite, which defines __PT_ICON_SPRITE__; add the plugin to the Rspress config');
  const sprite = SPRITE;
  const outer = sprite.outer[id];
  return (props: IconProps) => (
    <svg {...outer} {...props}>
      <use href={spriteUse(sprite, id)} />
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

// Not in the sprite: Rspress's own drawings (the chat-service marks, the spinner, the tag marks).
export { default as IconAnthropic } from '@rspress/core/dist/theme/assets/anthropic.js';
export { default as IconDeprecated } from '@rspress/core/dist/theme/assets/deprecated.js';
export { default as IconExperimental } from '@rspress/core/dist/theme/assets/experimental.js';
export { default as IconGitlab } from '@rspress/core/dist/theme/assets/gitlab.js';
export { default as IconLoading } from '@rspress/core/dist/theme/assets/loading.js';
export { default as IconOpenAI } from '@rspress/core/dist/theme/assets/openai.js';
export { default as IconOpenInChat } from '@rspress/core/dist/theme/assets/open-in-chat.js';
