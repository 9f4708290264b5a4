/**
 * The theme override: the default Rspress theme, with only what it lacks.
 * - Layout keeps the chrome query switches in step with client-side navigation.
 * - Layout applies themeConfig.hideNavbar and enableContentAnimation (theme/layout/).
 * - useActiveAnchor throttles the outline's scroll handler (theme/layout/).
 * - SearchPanel mounts when the browser is idle or search opens (theme/search/).
 */
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { useChromeSwitches } from './chrome/useChromeSwitches';
import { useLayoutBehaviour } from './layout/useLayoutBehaviour';
import { PageMdxProvider } from './a11y/mdx';
import { useLandmarkLabels } from './a11y/useLandmarkLabels';
import { useKeyboardClickTargets } from './a11y/useKeyboardClickTargets';
import './chrome/chrome.css';
import './styles/brand.css';
import './styles/code.css';
import './styles/layout.css';
import './styles/a11y.css';

export function Layout(props: ComponentProps<typeof BaseLayout>) {
  useChromeSwitches();
  useLayoutBehaviour();
  useLandmarkLabels();
  useKeyboardClickTargets();
  return (
    <PageMdxProvider>
      <BaseLayout {...props} />
    </PageMdxProvider>
  );
}

export * from '@rspress/core/theme-original';
// Accessibility (theme/a11y/): named landmarks, link names, unfocusable heading permalinks, focusable code blocks.
export { getCustomMDXComponent } from './a11y/mdx';
export { HomeLayout } from './a11y/HomeLayout';
export { NotFoundLayout } from './a11y/NotFoundLayout';
export { SocialLinks } from './a11y/SocialLinks';
// The outline's active heading, with its scroll handler throttled to 100 ms.
export { useActiveAnchor } from './layout/useActiveAnchor';
// Search (theme/search/): the index loads when the browser is idle or search opens.
export { SearchPanel } from '../search/runtime/SearchPanel';
// Components the first paint does not need, loaded in their own chunks (theme/lazy/).
export { PackageManagerTabs } from './lazy';
