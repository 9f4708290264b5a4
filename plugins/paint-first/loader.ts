/**
 * The entry scripts start after the first paint of the page's own HTML: a small inline loader takes the place of
 * Rsbuild's `<script defer src>` tags and adds the same scripts, in the same order, one frame after the document
 * has been parsed. The text a reader came for paints before any script is requested.
 */

import type { Tag } from '../../lib/html-tag';

export type { Tag };

/**
 * The loader's source for the given script URLs (kept in order: `async = false` runs them as `defer` would). It
 * starts them once the document is parsed and the first contentful paint has been reported; where the browser
 * does not report paints, two frames after parsing; in a background tab (no paints, no frames) at once; and after
 * 3 s in any case.
 */
export function loaderScript(sources: readonly string[]): string {
  return `(function(){var s=${JSON.stringify(sources)};var d=document,w=window;function go(){if(go.done)return;go.done=1;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=false;d.head.appendChild(e);}}function painted(){return performance.getEntriesByName('first-contentful-paint').length>0;}function ready(){setTimeout(go,3000);if(d.visibilityState==='hidden'||painted()){go();return;}var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(painted()){o.disconnect();go();}}).observe({type:'paint',buffered:true});}else{requestAnimationFrame(function(){requestAnimationFrame(go);});}}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready();})();`;
}

const isEntryScript = (tag: Tag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string' && !tag.children;

/**
 * Rsbuild's tags with every external entry script replaced by one loader at the place of the first. Returns the
 * tags unchanged when there is no external script (nothing to defer).
 */
export function deferEntryScripts(tags: readonly Tag[]): Tag[] {
  const scripts = tags.filter(isEntryScript);
  if (!scripts.length) return [...tags];
  const first = tags.indexOf(scripts[0]);
  const loader: Tag = { tag: 'script', attrs: { 'data-pt-loader': true }, children: loaderScript(scripts.map((t) => String(t.attrs!.src))), head: scripts[0].head, append: scripts[0].append };
  return tags.flatMap((tag, i) => (i === first ? [loader] : isEntryScript(tag) ? [] : [tag]));
}

/** `<link rel="preload" as="script">` of a route chunk, as Rspress's static rendering writes it into each page. */
const ROUTE_PRELOAD = /<link rel="preload" href="[^"]*\/static\/js\/async\/[^"]*" as="script">/g;

/** A page's HTML without its route-chunk preloads, and how many it had. */
export function withoutRoutePreloads(html: string): { html: string; removed: number } {
  let removed = 0;
  const out = html.replace(ROUTE_PRELOAD, () => {
    removed += 1;
    return '';
  });
  return { html: out, removed };
}
