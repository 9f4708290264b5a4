/**
 * Theme components the first paint does not need, each in its own chunk
 * (lazy-component.tsx). The deep `@rspress/core/dist/…` paths are allowed by the
 * package's exports map (`./dist/*`); tests/unit/rspress-internals.test.ts fails when
 * an Rspress upgrade moves one of them.
 */
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
