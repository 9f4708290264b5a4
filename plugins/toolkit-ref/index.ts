/**
 * The toolkit commit on guide pages, written from the pin at build time (fill.ts): every `%toolkit-commit%` in
 * prose, inline code and code blocks, and every `toolkit:` source link. Runs before the other checks and
 * transforms see the page (the facts check reads the page as written, before this, to find hand-typed commits).
 * The markdown twins, which Rspress renders without our remark plugins, are filled by plugins/llms/links.ts; the
 * search index, which Rspress reads from the source, through Rspress's modifySearchIndexData hook before it is
 * written (search-index.ts), in `rspress build` and `rspress dev` alike.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { fillCommits, TOOLKIT_LINK_SCHEME, ToolkitRefError, type ToolkitCommits, toolkitSourceUrl } from './fill';
import { fillIndexedPage } from './search-index';

export { fillCommits, TOOLKIT_LINK_SCHEME, toolkitSourceUrl, type ToolkitCommits };

/** Node types whose `value` is text a reader sees. */
const TEXT_NODES = new Set(['text', 'inlineCode', 'code', 'html']);

/** Fills one page's tree; errors name the page and line. */
export function fillPage(tree: Root, commits: ToolkitCommits, page: string): void {
  const at = (node: { position?: { start: { line: number } } }, error: unknown) =>
    new ToolkitRefError(`${page}:${node.position?.start.line ?? '?'}: ${error instanceof Error ? error.message : String(error)}`);
  visit(tree, (node) => {
    try {
      if (node.type === 'yaml' && (node as { value: string }).value.includes('%toolkit-')) {
        throw new ToolkitRefError('a toolkit placeholder in the frontmatter is not filled in (Rspress reads it before the page compiles): name the commit in the page text instead');
      }
      if (TEXT_NODES.has(node.type) && 'value' in node && typeof node.value === 'string') node.value = fillCommits(node.value, commits);
      if (node.type === 'link') {
        const link = node as Link;
        link.url = link.url.startsWith(TOOLKIT_LINK_SCHEME) ? toolkitSourceUrl(link.url, commits.pin) : fillCommits(link.url, commits);
        if (link.title) link.title = fillCommits(link.title, commits);
      }
    } catch (error) {
      throw at(node, error);
    }
  });
}

export function remarkToolkitRef(options: { commits: ToolkitCommits; root: string }) {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const filePath = file.path ?? file.history?.[0] ?? '(unknown file)';
    fillPage(tree, options.commits, path.relative(options.root, filePath) || filePath);
  };
}

/** The Rspress plugin: list it before every other plugin with remark plugins except the facts check, and before the search plugin. */
export function pluginToolkitRef(options: { commits: ToolkitCommits; root: string }): RspressPlugin {
  return {
    name: 'pact-toolbox-toolkit-ref',
    markdown: { remarkPlugins: [[remarkToolkitRef, options]] },
    // Before the search plugin trims the index (list this plugin first): its pages are filled in place.
    modifySearchIndexData(pages) {
      for (const page of pages) Object.assign(page, fillIndexedPage(page as unknown as Parameters<typeof fillIndexedPage>[0], options.commits));
    },
  };
}
