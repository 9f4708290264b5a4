/**
 * The README quotes the build's closing line, `samples: N/M type-check (registry)`. M is the number of code samples
 * the sample check compiles (plugins/samples/fences.ts over every guide page); this test counts them the same way,
 * so adding or removing a sample fails here until the README says the new count. N depends on the npm packages and
 * is dated in the README.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { collectSamples, isCheckedPage } from '../../plugins/samples/fences';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

function pages(dir = DOCS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(file);
    return /\.mdx?$/.test(entry.name) ? [path.relative(DOCS, file).split(path.sep).join('/')] : [];
  });
}

/** How many samples the sample check compiles: every checked fence of every guide page. */
export function sampleCount(): number {
  return pages()
    .filter(isCheckedPage)
    .reduce((sum, page) => {
      const processor = unified().use(remarkParse).use(remarkGfm);
      if (page.endsWith('.mdx')) processor.use(remarkMdx);
      const text = readFileSync(path.join(DOCS, page), 'utf8').replace(/^(#{1,6} .*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1');
      return sum + collectSamples(processor.parse(text) as Root, page).length;
    }, 0);
}

describe("the README's figures", () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it("quotes the samples summary line with the guide's number of samples", () => {
    const quoted = [...readme.matchAll(/samples: (\d+)\/(\d+) type-check \(registry\)/g)];
    expect(quoted.length, 'the README quotes `samples: N/M type-check (registry)`').toBeGreaterThan(0);
    const count = sampleCount();
    for (const [line, passed, total] of quoted) {
      expect(Number(total), `README says "${line}"; the guide has ${count} samples`).toBe(count);
      expect(Number(passed)).toBeLessThanOrEqual(count);
    }
  });
});
