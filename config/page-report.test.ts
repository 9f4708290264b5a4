import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageReport } from './page-report';

describe('createPageReport', () => {
  it('keeps the last list per page and logs only changes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-report-'));
    const file = path.join(dir, 'r.json');
    const lines: string[] = [];
    const report = createPageReport<{ page: string; line: number }>(file, 'source', (page, items) => `${page}: ${items.map((i) => i.line).join(',')}`, (l) => lines.push(l));
    report('b.mdx', [{ page: 'b.mdx', line: 3 }]);
    report('a.mdx', [{ page: 'a.mdx', line: 1 }]);
    report('b.mdx', [{ page: 'b.mdx', line: 3 }]);
    report('b.mdx', [{ page: 'b.mdx', line: 4 }]);
    expect(lines).toEqual(['b.mdx: 3', 'a.mdx: 1', 'b.mdx: 4']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ source: 'source', pages: { 'a.mdx': [{ page: 'a.mdx', line: 1 }], 'b.mdx': [{ page: 'b.mdx', line: 4 }] } });
    rmSync(dir, { recursive: true, force: true });
  });
});
