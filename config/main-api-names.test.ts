import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiLinkUses, resolveApiLink } from '../api-gen/api-link-targets';
import { blankFrontmatter, guidePages, parsePage } from '../api-gen/guide-pages';
import { loadMainNames, pinnedRef } from './main-api-names';

const projectDir = path.resolve(import.meta.dirname, '..');

describe('config/main-api-names.json', () => {
  const record = loadMainNames(projectDir)!;
  it('is recorded at the pinned commit (after a pin bump, run scripts/record-main-names.ts)', () => {
    expect(record.ref).toBe(pinnedRef(projectDir));
  });
  it('holds sorted, unique symbol-table keys', () => {
    expect(record.names.length).toBeGreaterThan(1000);
    expect(record.names).toEqual([...new Set(record.names)].sort());
    for (const name of record.names) expect(name).toMatch(/^[a-z0-9-]+\/[A-Za-z_$][\w$.]*(#.+)?$/);
  });
  it('has every `api:` link of the guide (the guide teaches main)', () => {
    const table = Object.fromEntries(record.names.map((n) => [n, '/']));
    const docs = path.join(projectDir, 'docs');
    const missing = guidePages(docs).flatMap((page) =>
      apiLinkUses(parsePage(path.join(docs, page), blankFrontmatter(readFileSync(path.join(docs, page), 'utf8'))))
        .filter((use) => !resolveApiLink(use.target, table).ok)
        .map((use) => `${page}: ${use.target}`),
    );
    expect(missing).toEqual([]);
  });
});
