/**
 * The symbol directory api-gen writes for the search (docs/api/_data, see data-files.ts):
 * every API page and every documented member with its route, anchor, title and section.
 * api-gen owns this format; the search plugin decodes and queries it
 * (plugins/search/runtime/directory.ts). Browser-safe: no Node imports.
 */

export type SymbolKind = 'class' | 'interface' | 'function' | 'type-alias' | 'variable' | 'namespace' | 'enum' | 'symbol';

export interface SymbolPage {
  name: string;
  kind: SymbolKind;
  route: string;
  title: string;
}

export interface SymbolMember {
  owner: SymbolPage;
  name: string;
  anchor: string;
  /** The page section that documents it: "Methods", "Properties", "Constructors", … */
  section: string;
  /** The text shown for it, e.g. "forChain()" or "rpcUrl". */
  label: string;
}

export interface SymbolDirectory {
  pages: SymbolPage[];
  members: SymbolMember[];
}

/** Wire format (compact, it is shipped to the browser): pages by index, members point at their page. */
export interface EncodedDirectory {
  pages: [name: string, kind: SymbolKind, route: string, title: string][];
  members: [owner: number, name: string, anchor: string, section: string, label: string][];
}

export function encodeDirectory(dir: SymbolDirectory): EncodedDirectory {
  const index = new Map(dir.pages.map((p, i) => [p, i]));
  return {
    pages: dir.pages.map((p) => [p.name, p.kind, p.route, p.title]),
    members: dir.members.filter((m) => index.has(m.owner)).map((m) => [index.get(m.owner)!, m.name, m.anchor, m.section, m.label]),
  };
}

export function decodeDirectory(data: EncodedDirectory): SymbolDirectory {
  const pages = data.pages.map(([name, kind, route, title]) => ({ name, kind, route, title }));
  const members = data.members.filter(([owner]) => pages[owner]).map(([owner, name, anchor, section, label]) => ({ owner: pages[owner], name, anchor, section, label }));
  return { pages, members };
}
