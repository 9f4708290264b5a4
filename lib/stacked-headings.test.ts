import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stackedHeadings } from './stacked-headings';

describe('stackedHeadings', () => {
  it('finds a heading right under another, blank lines aside', () => {
    expect(stackedHeadings('# Title\n\nIntro.\n\n## Start\n\n### From the CLI\n\nText.\n')).toEqual(['## Start → ### From the CLI']);
  });
  it('accepts a sentence between them, and ignores headings inside code fences', () => {
    expect(stackedHeadings('## Start\n\nTwo ways.\n\n### From the CLI\n')).toEqual([]);
    expect(stackedHeadings('## Start\n\n```md\n# not a heading\n## nor this\n```\n\n### From code\n')).toEqual([]);
  });
});

describe('the guide', () => {
  const docs = path.resolve(import.meta.dirname, '../docs');
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return ['api', 'npm', 'public'].includes(entry.name) && dir === docs ? [] : pages(file);
      return /\.mdx?$/.test(entry.name) ? [file] : [];
    });
  it('has no two headings stacked without a sentence between them', () => {
    const found = pages(docs).flatMap((file) => stackedHeadings(readFileSync(file, 'utf8')).map((pair) => `${path.relative(docs, file)}: ${pair}`));
    expect(pages(docs).length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
