/**
 * Pure helpers behind the accessibility wrappers in this folder: names for
 * icon-only links and landmarks, and the 404 page's routing decisions.
 */

import { type TextLookup, type ThemeTextKey, themeText } from '../config/texts';

/** Our texts in English, when no lookup is given (lib/runtime/useText.ts gives the page's language). */
const ENGLISH: TextLookup = (key, params) => themeText({}, 'en', key, params);

/** The texts naming the two `<aside>` landmarks of a doc page (axe: landmark-unique). */
export const LANDMARK_LABELS = {
  sidebar: 'ptSidebarLandmark',
  outline: 'ptOutlineLandmark',
} as const satisfies Record<string, ThemeTextKey>;

/** Display names of Rspress's preset social icons whose name is not just the capitalised key. */
const ICON_NAMES: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  npm: 'npm',
  qq: 'QQ',
  wechat: 'WeChat',
  x: 'X',
};

/** The human name of a social icon key: "github" → "GitHub", "discord" → "Discord". */
export function socialIconName(icon: string): string {
  const key = icon.toLowerCase();
  return ICON_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** The accessible name of an icon-only social link, e.g. "Pact Toolbox on GitHub". */
export function socialLinkLabel(icon: string | { svg: string }, siteTitle: string, text: TextLookup = ENGLISH): string {
  if (typeof icon !== 'string') return siteTitle ? text('ptExternalLink', { site: siteTitle }) : text('ptExternalLinkUntitled');
  const name = socialIconName(icon);
  return siteTitle ? text('ptSocialLink', { site: siteTitle, network: name }) : name;
}

/** Whether a class list marks the "#" permalink Rspress adds to every heading. */
export function isHeaderAnchor(className: unknown): boolean {
  return typeof className === 'string' && className.split(/\s+/).includes('rp-header-anchor');
}

/**
 * Where a 404 page redirects to when its path carries the default language
 * segment (`/en/intro` → `/intro`), or null when it does not. Rspress's own
 * 404 page does the same, so a link written with the default language works.
 */
export function withoutDefaultLang(pathname: string, defaultLang: string | undefined): string | null {
  if (!defaultLang) return null;
  const segment = `/${defaultLang}`;
  let at = pathname.indexOf(segment);
  while (at >= 0) {
    const after = pathname.charAt(at + segment.length);
    if (after === '/' || after === '') return pathname.slice(0, at) + '/' + pathname.slice(at + segment.length + 1);
    at = pathname.indexOf(segment, at + 1);
  }
  return null;
}

/** The home route of the 404 page's version and language ("/", "/2.x/", "/zh/"). */
export function notFoundHome(page: { lang?: string; version?: string }, site: { lang?: string; defaultVersion?: string }): string {
  let root = '/';
  if (site.defaultVersion && page.version !== site.defaultVersion) root += `${page.version}/`;
  if (site.lang && page.lang !== site.lang) root += `${page.lang}/`;
  return root;
}
