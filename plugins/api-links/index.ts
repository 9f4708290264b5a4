/**
 * Checked links into the API reference. Guide authors write
 *   [`createTransaction`](api:transaction/createTransaction)
 *   [`submitAndWait`](api:chainweb-client/ChainwebClient#submitAndWait)
 * and the build resolves them against the symbol table api-gen writes
 * (docs/api/_data/symbols.json) into real /api/{pkg}/{kind}/{Item} links.
 *
 * A reference the current API source lacks is reported by page and name. With
 * strict on (the deploy, built from the toolkit source) it fails the build;
 * otherwise it renders as plain code and goes into the report, so the default
 * registry build stays green and nothing is hidden.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Link, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { createPageReport } from '../../lib/page-report';
import { pointedMessage } from '../../api-gen/pointed-error';
import type { MainNames } from '../../config/main-api-names';

import { API_SCHEME, apiLinkUses, headingText, nearestApiTargets, resolveApiLink, type ApiLinkUse, type Resolution, type SymbolTable } from '../../api-gen/api-link-targets';

export { API_SCHEME, apiLinkUses, headingText, resolveApiLink, type ApiLinkUse, type Resolution, type SymbolTable };

/** Joins the site base and a route: ("/pact-toolbox/", "/api/x") → "/pact-toolbox/api/x". */
export function withBase(base: string, route: string): string {
  return `${base.replace(/\/$/, '')}${route}`;
}

export interface Unresolved {
  page: string;
  target: string;
  reason: string;
  /** Where the link stands in the page (1-based). */
  line?: number;
  column?: number;
}

/** The names of the API version this build does not document, to tell a name of the other version from a typo. */
export interface OtherVersion {
  /** How messages name it: "main (823a06c)", "the npm releases". */
  label: string;
  table: SymbolTable;
}

export interface ApiLinksOptions {
  table: SymbolTable;
  base: string;
  strict: boolean;
  /** Where documents live, to name pages relative to it. */
  root: string;
  /**
   * The other version's names. A link that resolves there is a note (plain code, in the report); one that resolves
   * in no version fails the build, strict or not. Without it every unresolved link is a note.
   */
  other?: OtherVersion;
  /** Receives every unresolved reference (after the page is done). */
  onUnresolved?(items: Unresolved[]): void;
}

export class ApiLinkError extends Error {}

/**
 * The other version for a build: the npm releases' table beside main in a two-version build, else main's recorded
 * names (config/main-api-names.json) beside a registry build.
 */
export function otherApiVersion(npmTable: SymbolTable | undefined, mainNames: MainNames | undefined): OtherVersion | undefined {
  if (npmTable) return { label: 'the npm releases', table: npmTable };
  if (mainNames) return { label: `main (${mainNames.ref.slice(0, 7)})`, table: Object.fromEntries(mainNames.names.map((name) => [name, '/'])) };
  return undefined;
}

/** The message for a link that resolves nowhere: its place, the line, and the nearest names. */
export function unresolvedMessage(u: Unresolved, options: Pick<ApiLinksOptions, 'table' | 'root' | 'other'>, text?: string, filePath = u.page): string {
  const near = nearestApiTargets(u.target, options.table);
  const elsewhere = options.other ? ` nor in ${options.other.label}` : '';
  const suggestion = near.length ? `did you mean ${near.map((t) => `\`${t}\``).join(' or ')}?` : `Check the name on its package page under /api/.`;
  return pointedMessage({ file: filePath, line: u.line ?? 1, column: u.column }, `\`${u.target}\` is not in this build's API reference${elsewhere}: ${u.reason}.`, suggestion, text);
}

/** The remark plugin. Runs after Rspress's own link handling, so it adds the base itself. */
export function remarkApiLinks(options: ApiLinksOptions) {
  return (tree: Root, file: { path?: string; history?: string[]; value?: unknown }) => {
    const filePath = file.path ?? file.history?.[0] ?? '(unknown file)';
    const page = path.relative(options.root, filePath) || filePath;
    const shown = path.isAbsolute(filePath) ? path.relative(process.cwd(), filePath) : filePath;
    const unresolved: Unresolved[] = [];
    visit(tree, 'link', (node: Link, index, parent) => {
      if (!node.url.startsWith(API_SCHEME)) return;
      const result = resolveApiLink(node.url, options.table);
      if (result.ok) {
        node.url = withBase(options.base, result.href);
        return;
      }
      unresolved.push({ page, target: node.url, reason: result.reason, line: node.position?.start.line, column: node.position?.start.column });
      if (parent && typeof index === 'number') {
        const code = node.children.length === 1 && node.children[0].type === 'inlineCode' ? node.children[0] : { type: 'inlineCode' as const, value: plainText(node.children) };
        (parent.children as RootContent[])[index] = code as RootContent;
      }
    });
    if (!unresolved.length) return;
    const text = typeof file.value === 'string' ? file.value : undefined;
    const other = options.other;
    const nowhere = options.strict || !other ? (options.strict ? unresolved : []) : unresolved.filter((u) => !resolveApiLink(u.target, other.table).ok);
    if (nowhere.length) {
      const fix = options.strict && other ? 'Fix the names, or build without DOCS_STRICT=1 to render names of the other version as plain code.' : 'Fix the names: a link must name something in one of the versions the site documents.';
      throw new ApiLinkError(`${nowhere.length} API link(s) resolve nowhere:\n${nowhere.map((u) => unresolvedMessage(u, options, text, shown)).join('\n')}\n${fix}`);
    }
    options.onUnresolved?.(unresolved);
  };
}

function plainText(nodes: RootContent[]): string {
  return nodes.map((n) => ('value' in n ? String(n.value) : 'children' in n ? plainText(n.children as RootContent[]) : '')).join('');
}

export function loadSymbolTable(file: string): SymbolTable {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Collects unresolved references per page into a JSON report and prints one
 * line per page naming them; names only the other version has, one line for all their pages.
 */
export function createReport(file: string, source: string, log?: (line: string) => void, otherLabel?: string) {
  const report = createPageReport<Unresolved>(
    file,
    source,
    (page, items) => `api-links: ${page}: ${items.length} ${otherLabel ? `name(s) only in ${otherLabel}` : `reference(s) not in the ${source} API reference`}, shown as plain code: ${items.map((i) => `${i.target.slice(API_SCHEME.length)}${i.line ? ` (line ${i.line})` : ''}`).join(', ')}`,
    log,
    // Names the other version documents are shown as plain code by design: one line for all such pages.
    otherLabel ? { test: () => true, summary: (pages) => `api-links: ${pages} page(s) name API only in ${otherLabel}, as expected` } : undefined,
  );
  return (items: Unresolved[]) => report(items[0].page, items);
}

/** `api:` links and backticked symbol names in the guide become links into the API reference. */
export function pluginApiLinks(options: ApiLinksOptions): import('@rspress/core').RspressPlugin {
  return { name: 'pact-toolbox-api-links', markdown: { remarkPlugins: [[remarkApiLinks, options]] } };
}
