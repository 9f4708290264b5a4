/**
 * Build-time side of the symbol directory: reads the generated API reference
 * (docs/api/**\/*.md, written by api-gen) and the member anchors of its symbol table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../api-gen/fs-utils';
import { routeOf } from '../api-gen/layout';
import type { SymbolDirectory, SymbolKind, SymbolMember, SymbolPage } from './runtime/directory';

const KIND_BY_FOLDER: Record<string, SymbolKind> = {
  classes: 'class',
  interfaces: 'interface',
  functions: 'function',
  'type-aliases': 'type-alias',
  variables: 'variable',
  enumerations: 'enum',
  namespaces: 'namespace',
};

export interface ApiPageSource {
  /** Path relative to the API folder, with "/" separators: "chainweb-client/classes/ChainwebClient.md". */
  file: string;
  markdown: string;
}

/** The route Rspress gives an API markdown file ("x/index.md" → "/api/x/"): api-gen's own layout rule. */
export const routeOfApiFile = routeOf;

/** Kind of a symbol page from its folder; undefined for package pages and anything else. */
export function kindOfApiFile(file: string): SymbolKind | undefined {
  const parts = file.split('/');
  if (parts.length >= 3 && parts[parts.length - 1] === 'index.md' && parts[parts.length - 3] === 'namespaces') return 'namespace';
  if (parts.length < 3) return undefined;
  return KIND_BY_FOLDER[parts[parts.length - 2]];
}

function frontmatterTitle(markdown: string): string | undefined {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown);
  const line = fm?.[1].split(/\r?\n/).find((l) => /^title:/.test(l));
  if (!line) return undefined;
  const raw = line.replace(/^title:\s*/, '').trim();
  try {
    return raw.startsWith('"') ? JSON.parse(raw) : raw.replace(/^'(.*)'$/, '$1');
  } catch {
    return raw;
  }
}

interface Heading {
  depth: number;
  text: string;
}

function headings(markdown: string): Heading[] {
  const out: Heading[] = [];
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) out.push({ depth: m[1].length, text: m[2].replace(/\\(.)/g, '$1') });
  }
  return out;
}

/** The page's symbol: its H1 (or the title before " · "), kind, route and title. */
export function symbolPageOf(source: ApiPageSource): SymbolPage | undefined {
  const kind = kindOfApiFile(source.file);
  const title = frontmatterTitle(source.markdown);
  if (!kind || !title) return undefined;
  const h1 = headings(source.markdown).find((h) => h.depth === 1)?.text;
  const name = h1 ?? title.split(' · ')[0];
  return { name, kind, route: routeOfApiFile(source.file), title };
}

/**
 * Where a member is documented on its page: properties sit in a table under
 * "Properties"; methods and constructors have their own heading ("### forChain()",
 * "### Constructor") under a section heading.
 */
export function memberPlace(markdown: string, name: string, anchor: string): { section: string; label: string } {
  if (anchor.startsWith('property-')) return { section: 'Properties', label: name };
  const list = headings(markdown);
  const wanted = name === 'constructor' ? ['constructor'] : [`${name.toLowerCase()}()`, name.toLowerCase()];
  const at = list.findIndex((h) => h.depth >= 3 && wanted.includes(h.text.replace(/`/g, '').toLowerCase()));
  if (at < 0) return { section: 'Members', label: name };
  const parent = list.slice(0, at).reverse().find((h) => h.depth < list[at].depth);
  return { section: parent?.text ?? 'Members', label: list[at].text.replace(/`/g, '') };
}

/**
 * Builds the directory from the API pages and the symbol table ("pkg/Name#member" →
 * "/api/…#anchor"). A member is kept only when its owner page exists and carries the
 * owner's name (the table can point re-exports at an unrelated page).
 */
export function buildDirectory(sources: ApiPageSource[], symbolTable: Record<string, string>): SymbolDirectory {
  const pages: SymbolPage[] = [];
  const markdownByRoute = new Map<string, string>();
  const pageByRoute = new Map<string, SymbolPage>();
  for (const source of sources) {
    const page = symbolPageOf(source);
    if (!page) continue;
    pages.push(page);
    pageByRoute.set(page.route, page);
    markdownByRoute.set(page.route, source.markdown);
  }
  const members: SymbolMember[] = [];
  const seen = new Set<string>();
  for (const [key, target] of Object.entries(symbolTable)) {
    const hash = key.indexOf('#');
    if (hash < 0) continue;
    const ownerName = key.slice(key.indexOf('/') + 1, hash);
    const name = key.slice(hash + 1);
    const [route, anchor] = target.split('#');
    const owner = pageByRoute.get(route);
    if (!owner || !anchor || owner.name !== ownerName || seen.has(target)) continue;
    seen.add(target);
    members.push({ owner, name, anchor, ...memberPlace(markdownByRoute.get(route) ?? '', name, anchor) });
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));
  return { pages, members };
}

/** Reads docs/api (absent before the first `npm run api`: an empty directory). */
export function loadDirectory(apiDir: string, symbolTable: Record<string, string>): SymbolDirectory {
  const files = listFiles(apiDir, (name) => name.startsWith('_') || name.startsWith('.')).filter((file) => /\.mdx?$/.test(file));
  const sources = files.map((file) => ({ file, markdown: readFileSync(path.join(apiDir, file), 'utf8') }));
  return buildDirectory(sources, symbolTable);
}
