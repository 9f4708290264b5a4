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
import { useLayoutBehaviour } from './Layout/useLayoutBehaviour';
import { PageMdxProvider } from './mdx/mdx';
import { useLandmarkLabels } from './Layout/useLandmarkLabels';
import { useKeyboardClickTargets } from './Layout/useKeyboardClickTargets';
import './chrome/chrome.css';
import './brand.css';
import './mdx/code.css';
import './Layout/layout.css';
import './a11y.css';

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
export { getCustomMDXComponent } from './mdx/mdx';
export { HomeLayout } from './HomeLayout/HomeLayout';
export { NotFoundLayout } from './NotFoundLayout/NotFoundLayout';
export { SocialLinks } from './SocialLinks/SocialLinks';
// The outline's active heading, with its scroll handler throttled to 100 ms.
export { useActiveAnchor } from './Toc/useActiveAnchor';
// Search (theme/search/): the index loads when the browser is idle or search opens.
export { SearchPanel } from '../search/runtime/SearchPanel';
