/**
 * Rspress's markdown pass (SSG-MD) leaves out the project's remark plugins, so
 * the guide's `api:` links reach the `.md` twins as written. This resolves them
 * in the emitted markdown the way the HTML build does (config/api-links.ts):
 * a known name becomes an absolute link to its API page's twin, an unknown one
 * plain text, as on the HTML page. Fenced code is left alone. Pure.
 */
import { API_SCHEME, resolveApiLink, type SymbolTable } from '../../config/api-links';

/** `[text](api:pkg/Name#member)`: the text may hold one level of brackets. */
const API_LINK = /\[((?:[^[\]\n]|\[[^\]\n]*\])*)\]\((api:[^)\s]+)\)/g;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * @param twinUrl turns an API route with an optional `#anchor` (`/api/x/classes/Y#z`)
 *   into the absolute address of that page's markdown twin.
 */
export function resolveApiLinksInMarkdown(markdown: string, table: SymbolTable, twinUrl: (route: string) => string): string {
  if (!markdown.includes(`](${API_SCHEME}`)) return markdown;
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker) {
        if (fence === undefined) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      return line.replace(API_LINK, (_, text: string, target: string) => {
        const result = resolveApiLink(target, table);
        return result.ok ? `[${text}](${twinUrl(result.href)})` : text;
      });
    })
    .join('\n');
}
