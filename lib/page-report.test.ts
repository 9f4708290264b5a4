import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { brief, createPageReport, SUMMARY_DELAY_MS } from './page-report';

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

describe('createPageReport with expected findings', () => {
  it('logs pages with only expected findings as one line once pages stop coming, and again when their count changes', () => {
    vi.useFakeTimers();
    const dir = mkdtempSync(path.join(tmpdir(), 'page-report-'));
    const file = path.join(dir, 'r.json');
    const lines: string[] = [];
    type Item = { expected: boolean };
    const expected = { test: (items: Item[]) => items.every((i) => i.expected), summary: (pages: number) => `facts: ${pages} page(s) name what only main has` };
    const report = createPageReport<Item>(file, 'registry', (page, items) => `${page}: ${items.length}`, (l) => lines.push(l), expected);
    report('a.mdx', [{ expected: true }]);
    report('b.mdx', [{ expected: true }, { expected: false }]);
    report('c.mdx', [{ expected: true }]);
    expect(lines).toEqual(['b.mdx: 2']);
    vi.advanceTimersByTime(SUMMARY_DELAY_MS);
    expect(lines).toEqual(['b.mdx: 2', `facts: 2 page(s) name what only main has (each page in ${path.relative(process.cwd(), file)})`]);
    // A recompile that changes nothing says nothing more; a page losing its findings changes the count.
    report('a.mdx', [{ expected: true }]);
    vi.advanceTimersByTime(SUMMARY_DELAY_MS);
    expect(lines).toHaveLength(2);
    report('a.mdx', []);
    vi.advanceTimersByTime(SUMMARY_DELAY_MS);
    expect(lines.at(-2)).toBe('a.mdx: 0');
    expect(lines.at(-1)).toMatch(/^facts: 1 page\(s\)/);
    vi.useRealTimers();
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
