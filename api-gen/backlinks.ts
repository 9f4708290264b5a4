/**
 * "In the guide": every API page lists the guide sections that link to it with
 * `api:` links (guide page title and section heading, linked to the section).
 * The links are found and resolved by api-gen/api-link-targets.ts (the same parser and
 * resolver the build uses); this file turns them into a list per API page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { apiLinkUses, headingText, resolveApiLink, type SymbolTable } from './api-link-targets';
import { blankFrontmatter, guidePages, parsePage } from './guide-pages';
import { headingSlug } from './anchors';
import { BACKLINKS_HEADING } from './section-names';

/** One guide section that links to an API page. */
export interface Backlink {
  /** The guide page's title. */
  pageTitle: string;
  /** The section's heading; undefined for links above the page's first heading. */
  heading?: string;
  /** Route of the guide page, with the section's anchor when there is a heading. */
  href: string;
  /** The members the section links to ("forChain"), when it links to members rather than the page. */
  members: string[];
}

/** A guide file's route: "packages/wallet.mdx" → "/packages/wallet", "packages/index.md" → "/packages/", "index.md" → "/". */
export function guideRoute(file: string): string {
  const clean = file.replace(/\.mdx?$/, '');
  if (clean === 'index') return '/';
  if (clean.endsWith('/index')) return `/${clean.slice(0, -'index'.length)}`;
  return `/${clean}`;
}

/** The `title:` of a page's frontmatter, or undefined. */
export function frontmatterTitle(text: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
  const line = block?.split('\n').find((l) => /^title:/.test(l));
  return line?.replace(/^title:\s*/, '').replace(/^(['"])(.*)\1$/, '$2').trim() || undefined;
}

/**
 * The id of each heading as Rspress gives it: `{#id}` when the source line sets one, otherwise the slug of its
 * text, with "-1", "-2"… after a slug already used on the page (github-slugger's rule).
 */
export function headingIds(tree: Root, lines: readonly string[]): Map<Heading, string> {
  const ids = new Map<Heading, string>();
  const used = new Map<string, number>();
  visit(tree, 'heading', (node: Heading) => {
    const line = node.position ? lines[node.position.start.line - 1] : undefined;
    const custom = line ? /\{#([\w-]+)\}\s*$/.exec(line)?.[1] : undefined;
    if (custom) {
      ids.set(node, custom);
      return;
    }
    const base = headingSlug(headingText(node));
    const seen = used.get(base);
    used.set(base, (seen ?? -1) + 1);
    ids.set(node, seen === undefined ? base : `${base}-${seen + 1}`);
  });
  return ids;
}

/** A guide page as this module needs it: its route, title, parsed tree and source lines. */
export interface GuidePage {
  route: string;
  title: string;
  tree: Root;
  lines: readonly string[];
}

/** API page route → the guide sections linking to it, in guide order, one entry per section. Pure. */
export function backlinksOf(pages: readonly GuidePage[], table: SymbolTable): Map<string, Backlink[]> {
  const out = new Map<string, Backlink[]>();
  for (const page of pages) {
    const ids = headingIds(page.tree, page.lines);
    for (const use of apiLinkUses(page.tree)) {
      const resolved = resolveApiLink(use.target, table);
      if (!resolved.ok) continue;
      const [route, memberAnchor] = resolved.href.split('#');
      // A section's own heading is never a depth-1 title: links under the H1 belong to the page.
      const heading = use.heading && use.heading.depth > 1 ? use.heading : undefined;
      const href = heading ? `${page.route}#${ids.get(heading)}` : page.route;
      const list = out.get(route) ?? [];
      let entry = list.find((b) => b.href === href);
      if (!entry) list.push((entry = { pageTitle: page.title, heading: heading ? headingText(heading) : undefined, href, members: [] }));
      const member = memberAnchor ? use.target.split('#')[1] : undefined;
      if (member && !entry.members.includes(member)) entry.members.push(member);
      out.set(route, list);
    }
  }
  return out;
}

/** The "In the guide" section of an API page; '' when nothing links to it (no empty heading). */
export function backlinksSection(backlinks: readonly Backlink[] | undefined): string {
  if (!backlinks?.length) return '';
  const items = backlinks.map((b) => {
    const text = b.heading ? `${b.pageTitle} › ${b.heading}` : b.pageTitle;
    const members = b.members.length ? ` (${b.members.map((m) => `\`${m}\``).join(', ')})` : '';
    return `- [${text.replace(/([[\]])/g, '\\$1')}](${b.href})${members}`;
  });
  return `## ${BACKLINKS_HEADING}\n\nGuide sections that link here:\n\n${items.join('\n')}\n`;
}

/** Reads and parses every guide page under `docsDir` (the documents folder; the API reference is skipped). */
export function readGuidePages(docsDir: string): GuidePage[] {
  return guidePages(docsDir).map((file) => {
    const full = path.join(docsDir, file);
    const text = readFileSync(full, 'utf8');
    const tree = parsePage(full, blankFrontmatter(text));
    const h1 = tree.children.find((n): n is Heading => n.type === 'heading' && n.depth === 1);
    return { route: guideRoute(file), title: frontmatterTitle(text) ?? (h1 ? headingText(h1) : guideRoute(file)), tree, lines: text.split('\n') };
  });
}

/** What the backlinks depend on (each page's route, title and `api:` links with their sections), for api-gen's input hash. */
export function guideFingerprint(pages: readonly GuidePage[]): string {
  return JSON.stringify(
    pages.map((p) => {
      const ids = headingIds(p.tree, p.lines);
      return [p.route, p.title, apiLinkUses(p.tree).map((u) => [u.target, u.heading ? ids.get(u.heading) : null, u.heading ? headingText(u.heading) : null])];
    }),
  );
}
