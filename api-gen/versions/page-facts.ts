/**
 * What the versions pass reads from a generated API page: which symbol it documents (its package and name, from its
 * path), to mark the page and link it. What the symbol declares is compared from `_data/declarations.json`. Pure.
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
}

/** The symbol a page path names: "kda/namespaces/pact/functions/parseTime" → { pkg: "kda", name: "pact.parseTime", kind: "functions" }. */
export function symbolOfPath(path: string): { pkg: string; name: string; kind: string } {
  const [pkg, ...rest] = path.split('/');
  if (!rest.length || (rest.length === 1 && rest[0] === 'index')) return { pkg, name: '', kind: '' };
  const kind = rest.find(isKindFolder) ?? '';
  const names = rest.filter((segment) => !isKindFolder(segment) && segment !== 'index');
  return { pkg, name: names.join('.'), kind };
}

export function pageFacts(path: string): PageFacts {
  return { path, ...symbolOfPath(path) };
}
