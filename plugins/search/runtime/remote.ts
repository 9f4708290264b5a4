/**
 * Remote search: instead of the local index, ask a search service.
 * Contract: GET {apiUrl}?keyword=…&limit=…&searchIndexes=a,b&lang=… answers
 * `[{ index, hits }]`, hits being pages as a search index holds them
 * ({ title, routePath, content?, toc?, domain? }). Rspress 2 has no remote mode;
 * this file is ours, used by the search hooks (hooks.ts) when DOCS_SEARCH_API_URL is set.
 */
import type { IndexHit, RemoteGroup, Suggestion } from './types';
import { highlightOf, normalizeText, snippetOf } from './text';
import type { RemoteSearchConfig } from '../../../config/remote-search';

export type { RemoteSearchConfig };

export function remoteSearchUrl(config: RemoteSearchConfig, keyword: string, limit: number, lang: string): string {
  const params = new URLSearchParams({ keyword, limit: String(limit), searchIndexes: config.searchIndexes.join(','), lang });
  return `${config.apiUrl}${config.apiUrl.includes('?') ? '&' : '?'}${params}`;
}

/** Checks the service's answer; throws with a readable reason when it is not `[{ index, hits }]`. */
export function parseRemoteGroups(data: unknown): RemoteGroup[] {
  if (!Array.isArray(data)) throw new Error('the search service did not answer with a list of groups');
  return data.map((group, i) => {
    if (!group || typeof group !== 'object' || typeof group.index !== 'string' || !Array.isArray(group.hits)) {
      throw new Error(`group ${i} of the search service's answer lacks "index" or "hits"`);
    }
    const hits = (group.hits as unknown[]).filter(
      (h): h is IndexHit => !!h && typeof h === 'object' && typeof (h as IndexHit).title === 'string' && typeof (h as IndexHit).routePath === 'string',
    );
    return { index: group.index, hits };
  });
}

/** "Methods > forChain()" for a heading, following depths upwards (h2 and below). */
function headingPath(toc: NonNullable<IndexHit['toc']>, at: number): string {
  const path = [toc[at]];
  for (let i = at - 1; i >= 0 && path[0].depth > 2; i--) if (toc[i].depth < path[0].depth) path.unshift(toc[i]);
  return path.map((h) => h.text).join(' > ');
}

/** Turns remote hits into the panel's suggestions: title, heading and text matches, as the local search does. */
export function hitsToSuggestions(query: string, hits: IndexHit[]): Suggestion[] {
  const q = normalizeText(query.trim());
  const out: Suggestion[] = [];
  for (const hit of hits) {
    const base = `${hit.domain ?? ''}${hit.routePath}`;
    const before = out.length;
    if (normalizeText(hit.title).includes(q)) {
      out.push({ type: 'title', title: hit.title, header: hit.title, link: base, query: q, highlightInfoList: highlightOf(hit.title, q) });
    }
    const toc = hit.toc ?? [];
    toc.forEach((h, i) => {
      if (!normalizeText(h.text).includes(q)) return;
      const header = `${hit.title} > ${headingPath(toc, i)}`;
      const start = normalizeText(header).lastIndexOf(q);
      out.push({ type: 'header', title: hit.title, header, link: `${base}#${h.id}`, query: q, highlightInfoList: [{ start, length: highlightOf(h.text, q)[0]?.length ?? 0 }] });
    });
    const snippet = hit.content ? snippetOf(hit.content, q) : undefined;
    if (snippet) {
      out.push({
        type: 'content',
        title: hit.title,
        header: hit.title,
        link: base,
        query: q,
        statement: snippet.statement,
        highlightInfoList: highlightOf(snippet.statement.slice(snippet.start), q).map((h) => ({ ...h, start: h.start + snippet.start })),
      });
    }
    // The service matched the page by other means (stemming, synonyms): still list it.
    if (out.length === before) out.push({ type: 'title', title: hit.title, header: hit.title, link: base, query: q, highlightInfoList: [] });
  }
  return out;
}
