/**
 * The guide's `toolkit:` source links, against the toolkit at the pin: every file exists there and every line range
 * lies inside it. Needs a toolkit checkout holding the pin (PACT_TOOLBOX_REPO, or the clone `npm run build` makes in
 * .cache/pact-toolbox-src); skipped without one. The lines' content is for the author to read; this catches links
 * left pointing past a file's end or into a file the pin does not have after the pin moves.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Link } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { guidePages, parsePage } from '../../api-gen/guide-pages';
import { options } from '../../config/options';
import { TOOLKIT_PIN } from '../../config/toolkit-pin';
import { parseToolkitLink, TOOLKIT_LINK_SCHEME } from './fill';

const docs = path.resolve(__dirname, '../../docs');
const repo = [options.toolkitRepo, path.resolve(__dirname, '../../.cache/pact-toolbox-src')].find((dir) => dir && existsSync(path.join(dir, '.git')));

function fileAtPin(file: string): string | undefined {
  try {
    return execFileSync('git', ['-C', repo!, 'show', `${TOOLKIT_PIN}:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
  } catch {
    return undefined;
  }
}

const links = guidePages(docs).flatMap((page) => {
  const found: { page: string; line: number; url: string }[] = [];
  visit(parsePage(path.join(docs, page)), 'link', (node: Link) => {
    if (node.url.startsWith(TOOLKIT_LINK_SCHEME)) found.push({ page, line: node.position?.start.line ?? 0, url: node.url });
  });
  return found;
});

describe('the guide links the toolkit source at the pin', () => {
  it('has toolkit: links to check', () => {
    expect(links.length).toBeGreaterThan(20);
  });
  it.skipIf(!repo)('every linked file exists at the pin and every line range lies inside it', () => {
    const wrong: string[] = [];
    const lineCounts = new Map<string, number | undefined>();
    for (const link of links) {
      const { path: file, lines } = parseToolkitLink(link.url);
      if (!lineCounts.has(file)) lineCounts.set(file, fileAtPin(file)?.split('\n').length);
      const count = lineCounts.get(file);
      if (count === undefined) wrong.push(`${link.page}:${link.line}: ${file} is not in the toolkit at ${TOOLKIT_PIN.slice(0, 7)}`);
      else if (lines && lines.to > count) wrong.push(`${link.page}:${link.line}: ${link.url} runs past the file's ${count} lines`);
    }
    expect(wrong).toEqual([]);
  });
});
