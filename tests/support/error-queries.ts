/**
 * Pasted error messages for the search tests and the bench, made from the error reference's own
 * headings: each heading states a message with its variable parts as `<name>`, and a reader pastes
 * the message with values in their place. The values are what the toolkit would print there,
 * chosen by the placeholder's name (a network id, a chain, a port, a path…).
 */

import { ERROR_CAUSE_LABEL } from '../../api-gen/section-names';

/** Values by what a placeholder's name says it holds, first match wins; anything else reads "demo". */
const VALUES: [RegExp, string][] = [
  [/network|net$/i, 'testnet04'],
  [/chain/i, '3'],
  [/port/i, '8080'],
  [/timeout|ms$|interval|delay/i, '30000'],
  [/account|address|sender|signer/i, 'k:6be2f485a7af75fedb4b7f153a903f7e6000ca4aa501179c91a2450b777bd2a7'],
  [/status/i, '500'],
  [/path|file|dir/i, 'pact/todos.pact'],
  [/contract|module|name/i, 'free.guestbook'],
  [/key|hash|checksum/i, '368820f80c324bbc7c2b0610688a7da43e39f91d118732671cd9c7500ff43cca'],
  [/count|length|attempts|expected|actual|bytes/i, '12'],
];

/** The message a reader would paste for a heading of the error reference. */
export function pastedMessage(heading: string): string {
  // An elided part glued to a word (`failed<…>:`) is an optional detail the source writes with its own space or
  // bracket (`failed${file ? ` (${file})` : ""}:`): pasted, it reads "failed (demo):".
  return heading.replace(/([\p{L}\p{N}])<…>/gu, '$1 (demo)').replace(/<([^<>]*)>/g, (_, name: string) => VALUES.find(([pattern]) => pattern.test(name))?.[1] ?? 'demo');
}

/** Every `step`-th item, starting with the first: a spread sample of a long list. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]);
}

/** An entry heading of the error reference: its anchor and the message it states. */
export interface ErrorHeading {
  id: string;
  text: string;
  /**
   * Whether the entry gives a cause (its text holds ERROR_CAUSE_LABEL): false for one that only names where the
   * message is thrown; undefined when the index gave no text.
   */
  cause?: boolean;
}

/** The error reference's index route (as the search index and the built site name it); its package pages are under it. */
export const ERRORS_PAGE = '/api/errors';

/** Whether a route is one of the error reference's pages (the index or a package's page, /api/errors/network). */
export const isErrorsPage = (route: string) => route === ERRORS_PAGE || route.startsWith(`${ERRORS_PAGE}/`);

/** A message with its placeholders' names dropped: two entries stating the same message match alike. */
export const templateKey = (text: string) => `template:${text.replace(/<[^<>]*>/g, '<>')}`;

/** The entry headings (depth 3) of the error reference's pages, from a search index's pages; ids carry their route. */
export function errorHeadings(pages: readonly { routePath: string; content?: string; toc?: readonly { id: string; text: string; depth: number; charIndex?: number }[] }[]): ErrorHeading[] {
  return pages
    .filter((p) => isErrorsPage(p.routePath))
    .flatMap((p) => {
      const toc = p.toc ?? [];
      return toc.flatMap((h, i) => {
        if (h.depth !== 3) return [];
        const end = toc[i + 1]?.charIndex ?? p.content?.length;
        const own = p.content !== undefined && h.charIndex !== undefined ? p.content.slice(h.charIndex, end) : undefined;
        return [{ id: `${p.routePath}#${h.id}`, text: h.text, ...(own === undefined ? {} : { cause: own.includes(ERROR_CAUSE_LABEL) }) }];
      });
    });
}

/**
 * A quality query per distinct message (spread over the reference, at most `count`): the pasted message,
 * answered when the first result is an entry stating the same message (links read through `asTemplates`).
 */
export function pastedQueries(headings: readonly ErrorHeading[], count: number): { query: string; target: string; match: 'exact'; group: string; causeless?: true }[] {
  const seen = new Set<string>();
  const distinct = headings.filter((h) => !seen.has(templateKey(h.text)) && seen.add(templateKey(h.text)));
  // A message no entry of which gives a cause may first find the guide section that explains it.
  const explained = new Set(headings.filter((h) => h.cause !== false).map((h) => templateKey(h.text)));
  return spread(distinct, count).map((h) => ({ query: pastedMessage(h.text), target: templateKey(h.text), match: 'exact', group: 'generated error', ...(explained.has(templateKey(h.text)) ? {} : { causeless: true as const }) }));
}

/** Result links with each error-reference entry read as the message it states. */
export function asTemplates(links: readonly string[], headings: readonly ErrorHeading[]): string[] {
  const byId = new Map(headings.map((h) => [h.id, templateKey(h.text)]));
  return links.map((link) => {
    const [route, id] = link.split('#');
    return isErrorsPage(route) && id && byId.has(link) ? byId.get(link)! : link;
  });
}
