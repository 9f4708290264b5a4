/**
 * What the version comparison reads from a generated API page: which symbol it documents (its package and name,
 * from its path), its first signature as plain text, and the names its member list holds. Pure.
 */
import { isKindFolder } from '../layout';

export interface PageFacts {
  /** Path in the generated tree without `.md` ("signers/type-aliases/MessageSigner"). */
  path: string;
  pkg: string;
  /** The symbol's name, namespaces included ("pact.parseTime"); empty for a package page. */
  name: string;
  /** The first kind folder on its path ("type-aliases"); empty for a package page. */
  kind: string;
  /** The first signature block as one line of plain text, or '' when the page has none. */
  signature: string;
  /** Names in the page's member summary table (classes and interfaces). */
  members: string[];
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Markup to the text a reader sees: tags and link targets dropped, entities and markdown escapes undone, spaces collapsed. */
export function plainText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/&(?:lt|gt|amp|quot|#39|nbsp);/g, (e) => ENTITIES[e])
    .replace(/\\([[\]*_`|\\<>])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/([(<[{]) /g, '$1')
    .replace(/ ([)>\]}])/g, '$1')
    .replace(/,([)\]}>])/g, '$1')
    .trim();
}

/** The symbol a page path names: "kda/namespaces/pact/functions/parseTime" → { pkg: "kda", name: "pact.parseTime", kind: "functions" }. */
export function symbolOfPath(path: string): { pkg: string; name: string; kind: string } {
  const [pkg, ...rest] = path.split('/');
  if (!rest.length || (rest.length === 1 && rest[0] === 'index')) return { pkg, name: '', kind: '' };
  const kind = rest.find(isKindFolder) ?? '';
  const names = rest.filter((segment) => !isKindFolder(segment) && segment !== 'index');
  return { pkg, name: names.join('.'), kind };
}

export function pageFacts(path: string, markdown: string): PageFacts {
  const { pkg, name, kind } = symbolOfPath(path);
  const sig = /<div class="pt-sig">\s*([\s\S]*?)<\/div>/.exec(markdown);
  const members: string[] = [];
  const summary = /<p class="pt-sig-label"[^>]*>Members<\/p>\s*\n\s*\n((?:\|.*\n?)+)/.exec(markdown);
  for (const row of summary?.[1].split('\n') ?? []) {
    const member = /^\|\s*\[`?([^`\]]+?)(?:\(\))?`?\]/.exec(row);
    if (member) members.push(member[1]);
  }
  return { path, pkg, name, kind, signature: sig ? plainText(sig[1]) : '', members };
}
