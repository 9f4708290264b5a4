/**
 * Rspress's sidebar, rendered light on API package pages until the page has
 * hydrated (theme/Sidebar/light.ts): the static HTML and the hydration render
 * carry the package list, every group header, and the items of the open groups
 * (the one holding the page); an effect right after hydration renders every
 * item, in a transition, so React fills it in slices the browser can interrupt
 * instead of one long task right after hydration. Later renders, client
 * navigations included, are full from the start.
 * Same data, same hook and same list component as Rspress's own Sidebar.
 * Its groups work from the keyboard (groups.ts, sidebar.css).
 */
import { useLocation, useSidebarDynamic } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { lightSidebar, rendersLight } from './light';
import { syncGroups, toggleKey } from './groups';
import './sidebar.css';

/** Set in the browser once a sidebar has rendered in full: from then on, sidebars start full. */
let hydrationDone = false;

/** False in the static render and in the browser's hydration render; true from the effect after it (in a transition). */
function useFull(): boolean {
  const [full, setFull] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    startTransition(() => setFull(true));
  }, []);
  return full;
}

export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  const { pathname } = useLocation();
  const light = !useFull() && rendersLight(decodeURIComponent(pathname));
  const shown = useMemo(() => (light ? lightSidebar(sidebarData) : sidebarData), [light, sidebarData]);
  // After every render: a group opened or closed, or items arrived.
  useEffect(() => syncGroups(document));
  useEffect(() => {
    // On <body>: the search's Enter guard stops Enter at <html> (plugins/search/runtime/enter-guard.ts).
    document.body.addEventListener('keydown', toggleKey);
    return () => document.body.removeEventListener('keydown', toggleKey);
  }, []);
  return <SidebarList sidebarData={shown} setSidebarData={setSidebarData} />;
}
