import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSourcePageLink, sourcePageFor, sourcePagesFolders } from './folders';
import { excludedBy } from '../../lib/dead-link-rules';
import { sourceRule } from './index';

const docs = mkdtempSync(path.join(tmpdir(), 'source-pages-'));
afterAll(() => rmSync(docs, { recursive: true, force: true }));
for (const dir of ['api/_source/transaction/src', 'npm/api/_source/crypto/src', 'guide']) mkdirSync(path.join(docs, dir), { recursive: true });
writeFileSync(path.join(docs, 'api/_source/transaction/src/builder.ts.html'), '<!doctype html>');
writeFileSync(path.join(docs, 'api/_source/transaction/index.html'), '<!doctype html>');

describe('source pages in the site', () => {
  const folders = sourcePagesFolders(docs);
  it('finds each API reference\'s pages and the route they go to', () => {
    expect(folders).toEqual([
      { dir: path.join(docs, 'api/_source'), route: '/src/' },
      { dir: path.join(docs, 'npm/api/_source'), route: '/npm/src/' },
    ]);
  });
  it('serves a page from its address in dev, nothing outside the folder', () => {
    expect(sourcePageFor('/src/transaction/src/builder.ts', folders)).toBe(path.join(docs, 'api/_source/transaction/src/builder.ts.html'));
    expect(sourcePageFor('/src/transaction/src/builder.ts.html', folders)).toBe(path.join(docs, 'api/_source/transaction/src/builder.ts.html'));
    expect(sourcePageFor('/src/transaction/', folders)).toBe(path.join(docs, 'api/_source/transaction/index.html'));
    expect(sourcePageFor('/src/crypto/', folders)).toBeUndefined();
    expect(sourcePageFor('/src/../../etc/passwd', folders)).toBeUndefined();
    expect(sourcePageFor('/api/transaction/', folders)).toBeUndefined();
  });
  it('keeps the dead-link check for every other link', () => {
    const rule = sourceRule(['/src/']);
    const exclude = (url: string) => rule(url, () => excludedBy(['/old'], url));
    expect(isSourcePageLink('/src/a/b.ts#L1', ['/src/'])).toBe(true);
    expect(exclude('/src/transaction/src/builder.ts#L3')).toBe(true);
    expect(exclude('/old')).toBe(true);
    expect(exclude('/api/missing')).toBe(false);
  });
});
