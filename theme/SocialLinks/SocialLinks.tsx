/**
 * Social links with accessible names. Rspress renders an icon-only `<a>` with no
 * text (axe: link-name). For the common case — up to five links in "link"
 * mode, which is all this site uses — this renders the same markup plus an
 * `aria-label`; any other set of links falls back to Rspress's component, loaded
 * in its own chunk (the static HTML has it in full), so its "more" menu and other
 * modes stay out of the first load of a site that does not need them.
 */
import { useSite } from '@rspress/core/runtime';
import type { SocialLinks as OriginalSocialLinks } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import socialIcons from 'virtual-social-links';
import { lazyComponent } from '../../lib/runtime/lazy-component';
import { useText } from '../../lib/runtime/useText';
import { socialLinkLabel } from '../labels';
import { socialSpriteIcon } from '../../plugins/icon-sprite/runtime/social';

/** Rspress shows this many links before folding the rest into a "more" menu. */
const SHOWN = 5;

type Props = ComponentProps<typeof OriginalSocialLinks>;

const RspressSocialLinks = lazyComponent<Props>(
  () => import('@rspress/core/dist/theme/components/SocialLinks/index.js').then((m) => m.SocialLinks),
  'SocialLinks',
);

export function SocialLinks(props: Props) {
  const { site } = useSite();
  const text = useText();
  const links = site.themeConfig.socialLinks || props.socialLinks || [];
  if (links.length === 0) return null;
  if (links.length > SHOWN || links.some((link) => (link.mode ?? 'link') !== 'link')) {
    return <RspressSocialLinks {...props} />;
  }
  return (
    <div className="rp-social-links">
      {links.map((link) => {
        // Preset icons come from the sprite file (plugins/icon-sprite/); an icon given as markup stays inline.
        const sprite = typeof link.icon === 'string' ? socialSpriteIcon(link.icon) : undefined;
        const html = typeof link.icon === 'string' ? socialIcons[link.icon] : link.icon.svg;
        return (
          <a
            key={link.content}
            href={link.content}
            target="_blank"
            rel="noopener noreferrer"
            className="rp-social-links__item"
            aria-label={socialLinkLabel(link.icon, site.title, text)}
          >
            <div className="rp-social-links__icon">
              {sprite ? (
                <div className="rp-social-links__icon" aria-hidden="true">
                  {sprite}
                </div>
              ) : (
                <div className="rp-social-links__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: html ?? '' }} />
              )}
            </div>
          </a>
        );
      })}
    </div>
  );
}
