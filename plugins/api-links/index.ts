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

import { API_SCHEME, apiLinkUses, headingText, resolveApiLink, type ApiLinkUse, type Resolution, type SymbolTable } from '../../api-gen/api-link-targets';

export { API_SCHEME, apiLinkUses, headingText, resolveApiLink, type ApiLinkUse, type Resolution, type SymbolTable };

/** Joins the site base and a route: ("/pact-toolbox/", "/api/x") → "/pact-toolbox/api/x". */
export function withBase(base: string, route: string): string {
  return `${base.replace(/\/$/, '')}${route}`;
}

export interface Unresolved {
  page: string;
  target: string;
  reason: string;
}

export interface ApiLinksOptions {
  table: SymbolTable;
  base: string;
  strict: boolean;
  /** Where documents live, to name pages relative to it. */
  root: string;
  /** Receives every unresolved reference (after the page is done). */
  onUnresolved?(items: Unresolved[]): void;
}

export class ApiLinkError extends Error {}

/** The remark plugin. Runs after Rspress's own link handling, so it adds the base itself. */
export function remarkApiLinks(options: ApiLinksOptions) {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const filePath = file.path ?? file.history?.[0] ?? '(unknown file)';
    const page = path.relative(options.root, filePath) || filePath;
    const unresolved: Unresolved[] = [];
    visit(tree, 'link', (node: Link, index, parent) => {
      if (!node.url.startsWith(API_SCHEME)) return;
      const result = resolveApiLink(node.url, options.table);
      if (result.ok) {
        node.url = withBase(options.base, result.href);
        return;
      }
      unresolved.push({ page, target: node.url, reason: result.reason });
      if (parent && typeof index === 'number') {
        const code = node.children.length === 1 && node.children[0].type === 'inlineCode' ? node.children[0] : { type: 'inlineCode' as const, value: plainText(node.children) };
        (parent.children as RootContent[])[index] = code as RootContent;
      }
    });
    if (!unresolved.length) return;
    if (options.strict) {
      throw new ApiLinkError(
        `${page}: ${unresolved.length} API link(s) do not resolve: ${unresolved.map((u) => `${u.target} (${u.reason})`).join('; ')}. Fix the names, or build without DOCS_STRICT=1 to render them as plain code.`,
      );
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
 * line per page naming them.
 */
export function createReport(file: string, source: string, log?: (line: string) => void) {
  const report = createPageReport<Unresolved>(
    file,
    source,
    (page, items) => `api-links: ${page}: ${items.length} reference(s) not in the ${source} API reference, shown as plain code: ${items.map((i) => i.target.slice(API_SCHEME.length)).join(', ')}`,
    log,
  );
  return (items: Unresolved[]) => report(items[0].page, items);
}

/** `api:` links and backticked symbol names in the guide become links into the API reference. */
export function pluginApiLinks(options: ApiLinksOptions): import('@rspress/core').RspressPlugin {
  return { name: 'pact-toolbox-api-links', markdown: { remarkPlugins: [[remarkApiLinks, options]] } };
}
