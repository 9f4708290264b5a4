import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brief, createPageReport } from './page-report';

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

describe('brief', () => {
  const file = path.join(process.cwd(), '.cache/facts-report.json');
  it('keeps a short line as it is', () => {
    expect(brief('facts: intro.mdx: 2 unchecked', file)).toBe('facts: intro.mdx: 2 unchecked');
  });
  it('cuts a long line at a word boundary and names the report file', () => {
    const long = `facts: cli.mdx: 72 CLI command(s) unchecked: ${Array.from({ length: 40 }, (_, i) => `pact-toolbox cmd${i}`).join(', ')}`;
    const out = brief(long, file, 80);
    expect(out.length).toBeLessThan(80 + 40);
    expect(out).toMatch(/^facts: cli\.mdx: 72 CLI command\(s\) unchecked: pact-toolbox cmd0, .* … \(all in \.cache\/facts-report\.json\)$/);
    expect(out).not.toMatch(/, … /);
  });
});
