/** A social link's preset icon from the sprite (theme/SocialLinks/), or undefined when the build has no sprite or no symbol for it. */
import { socialSpriteId } from './icon-list';
import { SPRITE, spriteUse } from './sprite-data';

export function socialSpriteIcon(name: string) {
  const id = socialSpriteId(name);
  const outer = SPRITE?.outer[id];
  if (!SPRITE || !outer) return undefined;
  return (
    <svg {...outer}>
      <use href={spriteUse(SPRITE, id)} />
    </svg>
  );
}
