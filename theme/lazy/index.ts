/**
 * Theme components the first paint does not need, each in its own chunk
 * (lazy-component.tsx); beside this file, two libraries Rspress's components use
 * only on a reader's action, loaded then (body-scroll-lock.ts, copy-to-clipboard.ts). The deep `@rspress/core/dist/…` paths are allowed by the
 * package's exports map (`./dist/*`); tests/unit/rspress-internals.test.ts fails when
 * an Rspress upgrade moves one of them.
 */
import { createElement } from 'react';
import { lazyComponent } from '../../lib/runtime/lazy-component';

// Not the package-manager tabs: lazy, they were rendered again from scratch after hydration (an update
// reached their boundary before its code had arrived), and readers saw them vanish for a moment.

/** The home page's hero and feature grid (the home page only). */
export const HomeHero = lazyComponent(
  () => import('@rspress/core/dist/theme/components/HomeHero/index.js').then((m) => m.HomeHero),
  'HomeHero',
);
export const HomeFeature = lazyComponent(
  () => import('@rspress/core/dist/theme/components/HomeFeature/index.js').then((m) => m.HomeFeature),
  'HomeFeature',
);

// Not the overview: a lazy Overview would drop what a reader types into its filter before its code arrives.

/** The page title as a heading, for a page whose content has none (it brings a slugger of 3 KB gzip). */
export const FallbackHeading = lazyComponent(
  () => import('@rspress/core/dist/theme/components/FallbackHeading/index.js').then((m) => m.FallbackHeading),
  'FallbackHeading',
);

/** The 404 page (that page only); its stylesheets stay in the site's one stylesheet, so it paints styled as before. */
export const NotFoundLayout = lazyComponent(() => import('../NotFoundLayout/NotFoundLayout').then((m) => m.NotFoundLayout), 'NotFoundLayout');

const LazyTag = lazyComponent<{ tag?: string }>(() => import('@rspress/core/dist/theme/components/Tag/index.js').then((m) => m.Tag), 'Tag');

/**
 * A sidebar entry's, nav item's or page title's tag ("new", "deprecated", an icon): Rspress's, loaded when
 * something has one. Rspress renders nothing without a tag, which is every entry of this site today, so its
 * code and icons stay out of the first load.
 */
export function Tag(props: { tag?: string }) {
  return props.tag ? createElement(LazyTag, props) : null;
}
