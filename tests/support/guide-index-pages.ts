/**
 * The guide's own pages as search index pages, read from `docs/` without a build (for unit tests of ranking on real
 * text): the markdown after the frontmatter as content, and its `##`/`###` headings as the table of contents, with
 * Rspress's anchors (an explicit `{#id}`, else the heading's words joined by hyphens).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexPage } from '../../plugins/search/runtime/search-index';

const DOCS = path.resolve(import.meta.dirname, '../../docs');

/** Rspress's anchor for a heading without an explicit id. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** One guide file as an index page (route from its path under docs/). */
export function guidePage(file: string): IndexPage {
  const raw = readFileSync(path.join(DOCS, file), 'utf8');
  const body = raw.replace(/^---\n[\s\S]*?\n---\n/, '');
  const title = /^title:\s*(.+)$/m.exec(raw)?.[1]?.trim() ?? /^# (.+)$/m.exec(body)?.[1] ?? file;
  const toc: NonNullable<IndexPage['toc']> = [];
  let content = '';
  let fence = false;
  for (const line of body.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const m = fence ? null : /^(#{2,3}) (.+?)(?: \{#([\w-]+)\})?$/.exec(line);
    if (m) {
      const text = m[2].replace(/`/g, '');
      toc.push({ id: m[3] ?? anchorOf(m[2]), text, depth: m[1].length, charIndex: content.length });
      content += `${text}\n`;
    } else if (!line.startsWith('# ') && !line.startsWith('import ')) content += `${line}\n`;
  }
  return { title, routePath: `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`, content, toc, frontmatter: { description: /^description:\s*(.+)$/m.exec(raw)?.[1] } };
}

/** Every guide page under docs/ (not the generated API references, docs/api and docs/npm/api). */
export function guidePages(): IndexPage[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(DOCS, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (rel !== 'api' && rel !== 'npm' && rel !== 'public') walk(rel);
      } else if (/\.mdx?$/.test(entry.name)) files.push(rel);
    }
  };
  walk('');
  return files.sort().map(guidePage);
}
