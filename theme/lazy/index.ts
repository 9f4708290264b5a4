/**
 * Theme components the first paint does not need, each in its own chunk
 * (lazy-component.tsx). The deep `@rspress/core/dist/…` paths are allowed by the
 * package's exports map (`./dist/*`); tests/unit/lazy-theme.test.ts fails when
 * an Rspress upgrade moves one of them.
 */
import { lazyComponent } from './lazy-component';

/** The package-manager tabs (four guide pages use them; the rest never load them). */
export const PackageManagerTabs = lazyComponent(
  () => import('@rspress/core/dist/theme/components/PackageManagerTabs/index.js').then((m) => m.PackageManagerTabs),
  'PackageManagerTabs',
);
