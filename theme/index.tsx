/**
 * The theme override: the default Rspress theme, with only what it lacks.
 * Folders are named after the Rspress component they change (CONTRIBUTING.md).
 * - Layout keeps the chrome query switches in step with client-side navigation (chrome/).
 * - Layout applies themeConfig.hideNavbar (Nav/) and enableContentAnimation (Layout/).
 * - useActiveAnchor throttles the outline's scroll handler; useWatchToc updates in a transition (Toc/).
 * - SearchPanel mounts at the first sign of a search: hover, focus or a press on its button, or Ctrl/Cmd+K (plugins/search/runtime/).
 * - Components the first paint does not need load in their own chunks (lazy/).
 * - The sidebar of API package pages is light until hydration (Sidebar/).
 * - Doc pages show a breadcrumb trail above the title (Breadcrumbs/); API pages of a two-version site a version menu (plugins/versions/runtime/).
 * - Every page starts with a "Skip to content" link (SkipLink/).
 * - The phone nav menu and sidebar drawer keep focus while open and give it back (Layout/mobilePanels.ts).
 * - The overview names each package once, its heading the link to its page (Overview/).
 */
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { useChromeSwitches } from '../plugins/chrome-switches/runtime/useChromeSwitches';
import { useLayoutBehaviour } from './Layout/useLayoutBehaviour';
import { PageMdxProvider } from './mdx/mdx';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { VersionMenu } from '../plugins/versions/runtime/VersionMenu';
import { SkipLink, SkipTarget } from './SkipLink/SkipLink';
import { useLandmarkLabels } from './Layout/useLandmarkLabels';
import { useKeyboardClickTargets } from './Layout/useKeyboardClickTargets';
import { useMobilePanels } from './Layout/useMobilePanels';
import '../plugins/chrome-switches/runtime/chrome.css';
import './brand.css';
import './mdx/code.css';
import './Layout/layout.css';
import './a11y.css';
import './Layout/measure.css';
import './Layout/print.css';
import './Layout/prev-next.css';
import './mdx/tables.css';
import './mdx/code-buttons.css';
import './mdx/links.css';
import './mdx/reference.css';
import './mdx/badges.css';
import './mdx/sample-caption.css';
import './mdx/details-kbd.css';

export function Layout(props: ComponentProps<typeof BaseLayout>) {
  useChromeSwitches();
  useLayoutBehaviour();
  useLandmarkLabels();
  useKeyboardClickTargets();
  useMobilePanels();
  return (
    <PageMdxProvider>
      <SkipLink />
      <BaseLayout
        beforeDocContent={
          <>
            <SkipTarget />
            <Breadcrumbs />
            <VersionMenu />
          </>
        }
        {...props}
      />
    </PageMdxProvider>
  );
}

export * from '@rspress/core/theme-original';
// Named landmarks and link names (Layout/, HomeLayout/, NotFoundLayout/, SocialLinks/); unfocusable heading permalinks, focusable code blocks (mdx/).
export { getCustomMDXComponent } from './mdx/mdx';
export { HomeLayout } from './HomeLayout/HomeLayout';
export { SocialLinks } from './SocialLinks/SocialLinks';
// The outline's active heading, with its scroll handler throttled to 100 ms.
export { useActiveAnchor } from './Toc/useActiveAnchor';
// The doc layout's heading watcher, its first update in a transition so hydration is not forced into one task.
export { useWatchToc } from './Toc/useWatchToc';
// The scroll reset on navigation, without the reset at hydration that threw early scrollers back to the top.
export { useScrollReset } from './Layout/useScrollReset';
// Search (plugins/search/runtime/): the index loads at the first sign of a search, and is decoded in a worker.
export { SearchPanel } from '../plugins/search/runtime/SearchPanel';
// API package pages: collapsed groups' items are left out of the static HTML and the hydration render (theme/Sidebar/).
export { Sidebar } from './Sidebar/Sidebar';
// The outline's llms rows render nothing with the llms UI by the title (plugins/llms/): their code and chat icons stay out.
export { LlmsCopyRow, LlmsOpenRow } from '../plugins/llms/runtime/LlmsOutlineRows';
// The overview's groups: a package's name once, as the heading that links to its page (theme/Overview/).
export { OverviewGroup } from './Overview/OverviewGroup';
// Components the first paint does not need, loaded in their own chunks (theme/lazy/).
export { FallbackHeading, HomeFeature, HomeHero, NotFoundLayout, Tag } from './lazy';
