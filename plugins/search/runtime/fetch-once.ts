/**
 * Downloads the search index once. Rspress's panel adds a `<link rel="prefetch">`
 * for the index and fetches it at the same moment, so the browser downloaded it
 * twice. Here the fetch waits until that prefetch has finished and is then served
 * from the HTTP cache (PageSearcher fetches with `cache: 'force-cache'`: the URL
 * carries a content hash). Without a prefetch link (or a browser that ignores
 * prefetch) it fetches at once; a prefetch that never ends is waited for at most
 * PREFETCH_WAIT_MS.
 */
import { PREFETCH_LINK_LOOKUP_MS, PREFETCH_WAIT_MS } from '../../../config/reader-constants';

export interface PrefetchHost {
  document: Pick<Document, 'querySelectorAll' | 'baseURI'>;
  performance: Pick<Performance, 'getEntriesByName'>;
  setTimeout(handler: () => void, ms: number): unknown;
}

function findLink(host: PrefetchHost, url: string): HTMLLinkElement | undefined {
  const absolute = new URL(url, host.document.baseURI).href;
  return [...host.document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].find((l) => l.href === absolute);
}

const sleep = (host: PrefetchHost, ms: number) => new Promise<void>((resolve) => host.setTimeout(resolve, ms));

/** Resolves when a prefetch of `url` has finished (or there is none to wait for). */
export async function afterPrefetch(host: PrefetchHost, url: string): Promise<void> {
  let link = findLink(host, url);
  for (let waited = 0; !link && waited < PREFETCH_LINK_LOOKUP_MS; waited += 20) {
    await sleep(host, 20);
    link = findLink(host, url);
  }
  if (!link || !link.relList?.supports?.('prefetch')) return;
  // Finished already: the browser has a timing entry with its end.
  if (host.performance.getEntriesByName(link.href).some((e) => (e as PerformanceResourceTiming).responseEnd > 0)) return;
  await Promise.race([
    new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    }),
    sleep(host, PREFETCH_WAIT_MS),
  ]);
}
