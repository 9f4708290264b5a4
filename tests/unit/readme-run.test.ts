/**
 * README's "What you will see" against a recorded run: tests/fixtures/recorded-run/npm-start.txt holds what
 * `npm start` printed from a fresh clone (the date is in README). Every line README quotes must be a line of that
 * run, and every line of that run must be one README quotes, so neither can drift from the other unnoticed. A quoted
 * line may use `…` for any text and `<page>` for a page's path. The serve line is also held to scripts/serve.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownSection } from '../support/markdown-section';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const RECORDED_RUN = 'tests/fixtures/recorded-run/npm-start.txt';

/** The section of README between "## What you will see" and the next "## ". */
export function whatYouWillSee(readme: string): string {
  return markdownSection(readme, '## What you will see');
}

/** The lines the section quotes: each backticked text at the start of a bullet, and the table's "What it prints" cells. */
export function quotedLines(section: string): string[] {
  const lines: string[] = [];
  for (const line of section.split('\n')) {
    const bullet = /^- ((?:`[^`]+`(?:, )?)+)(?::|$| and )/.exec(line);
    if (bullet) lines.push(...[...bullet[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
    const row = /^\| `[^`]+`.*\| `([^`]+)`[^|]*\|$/.exec(line);
    if (row) lines.push(row[1]);
  }
  return lines;
}

/** A quoted line as a pattern over a whole printed line. */
export function linePattern(quoted: string): RegExp {
  const escaped = quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/…/g, '.*').replace(/<page>/g, '\\S+')}$`, 'u');
}

/** The printed lines of a recorded run that README must account for (blank lines and npm's script echo aside). */
export function printedLines(run: string): string[] {
  return run
    .split('\n')
    .map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').trimEnd())
    .filter((l) => l.trim() !== '' && !/^> /.test(l));
}

describe("README's \"What you will see\"", () => {
  const section = whatYouWillSee(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  const quoted = quotedLines(section);
  const printed = printedLines(readFileSync(path.join(ROOT, RECORDED_RUN), 'utf8'));

  it('quotes lines, and names the recorded run with its date', () => {
    expect(quoted.length).toBeGreaterThan(8);
    expect(section).toContain(RECORDED_RUN);
    expect(section).toMatch(/\b20\d\d-\d\d-\d\d\b/);
  });
  it('quotes only lines the recorded run printed', () => {
    const unprinted = quoted.filter((q) => !printed.some((line) => linePattern(q).test(line)));
    expect(unprinted, 'README quotes these, the run printed nothing like them').toEqual([]);
  });
  it('accounts for every line the recorded run printed', () => {
    const unexplained = printed.filter((line) => !quoted.some((q) => linePattern(q).test(line)));
    expect(unexplained, 'the run printed these, README does not quote them').toEqual([]);
  });
  it("quotes the serve line as scripts/serve.ts writes it", () => {
    const template = /console\.log\(`([^`]+)`\)/.exec(readFileSync(path.join(ROOT, 'scripts/serve.ts'), 'utf8'))![1];
    const asPattern = new RegExp(`^${template.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\$\\\{[^}]+\\\}/g, '\\S+')}$`);
    expect(quoted.filter((q) => asPattern.test(q.replace(/…/g, 'x')))).toHaveLength(1);
  });
});

describe('quotedLines and linePattern', () => {
  it('read bullets with one or several quoted lines, and table cells', () => {
    const text = ['- `a: one`: why', '- `b …`, `c`: why', '| `npm run serve` | instant | `Served at …` |', 'text `not this`'].join('\n');
    expect(quotedLines(text)).toEqual(['a: one', 'b …', 'c', 'Served at …']);
  });
  it('match a whole line, with … as any text and <page> as a path', () => {
    expect(linePattern('facts: <page>: …').test('facts: setup/docker.mdx: 2 things')).toBe(true);
    expect(linePattern('api-gen: npm (one version): 404 pages from registry in … s (…)').test('api-gen: npm (one version): 378 pages from registry in 3 s (x)')).toBe(false);
    expect(linePattern('ready built in …').test('ready   built in 2 s')).toBe(false);
  });
});
