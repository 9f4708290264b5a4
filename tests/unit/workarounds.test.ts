/**
 * WORKAROUNDS.md is the ledger of every place we go around Rspress. This test
 * keeps it honest: each row names a guard test that exists and files that
 * exist, and the Rspress version it was checked with is the installed one, so
 * upgrading Rspress fails here until every row has been looked at again.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const installed = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rspress/core/package.json'), 'utf8')) as { version: string }).version;

interface Row {
  id: string;
  where: string[];
  checked: string;
  guard: string[];
  /** What a reader loses when the row is turned off (a measured figure, or the behaviour or accessibility fix). */
  gain: string;
}

/** The table rows of the ledger, with the backticked paths of its "where" and "guard" columns. */
export function ledgerRows(markdown: string): Row[] {
  const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| id ') && !line.startsWith('| ---'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .map(([id, , where, , checked, , guard, gain]) => ({ id, where: paths(where), checked, guard: paths(guard), gain: gain ?? '' }));
}

describe('the workaround ledger', () => {
  const rows = ledgerRows(readFileSync(path.join(ROOT, 'WORKAROUNDS.md'), 'utf8'));

  it('has rows, each with a unique id', () => {
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  for (const row of rows) {
    it(`${row.id}: its files and guard test exist, checked with the installed Rspress (${installed})`, () => {
      expect(row.where.length, 'where').toBeGreaterThan(0);
      expect(row.guard.length, 'guard').toBeGreaterThan(0);
      for (const file of [...row.where, ...row.guard]) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      expect(row.checked.split(' ')[0]).toBe(installed);
      // The rent it pays: a measured figure (KB, %, ms, s) or the behaviour, accessibility or security fix it holds.
      expect(row.gain, 'reader gain').toMatch(/\d+(\.\d+)? ?(KB|%|ms|s)\b|^(Behaviour|Accessibility|Security)\b|^See [a-z-]+ \(measured together\)|^Not measured alone/);
    });
  }

  it('covers every module swap: each swapped-in module lives in a place a row names', async () => {
    const { THEME_MODULE_REPLACEMENTS } = await import('../../plugins/theme-modules/index');
    const listed = rows.flatMap((r) => r.where);
    for (const r of THEME_MODULE_REPLACEMENTS) expect(listed.some((where) => r.to === where || (where.endsWith('/') && r.to.startsWith(where))), r.to).toBe(true);
  });

  it('says, beside each plugin hook skipped in the dev server and in the plugin\'s row, why `rspress dev` goes without it', () => {
    const pluginDirs = readdirSync(path.join(ROOT, 'plugins')).filter((dir) => existsSync(path.join(ROOT, 'plugins', dir, 'index.ts')));
    const skipping = pluginDirs.filter((dir) => /if \([^)]*!isProd\) return;/.test(readFileSync(path.join(ROOT, 'plugins', dir, 'index.ts'), 'utf8')));
    expect(skipping.length).toBeGreaterThan(3);
    for (const dir of skipping) {
      const lines = readFileSync(path.join(ROOT, 'plugins', dir, 'index.ts'), 'utf8').split('\n');
      for (const [i, line] of lines.entries()) {
        if (!/if \([^)]*!isProd\) return;/.test(line) || /isProd \|\| pageData/.test(line)) continue;
        expect(lines.slice(Math.max(0, i - 3), i).join('\n'), `plugins/${dir}/index.ts:${i + 1}: the reason it is skipped in \`rspress dev\``).toMatch(/\/\/.*`rspress dev`/);
      }
      const row = rows.find((r) => r.where.some((where) => where === `plugins/${dir}/` || where === `plugins/${dir}/index.ts`));
      if (row) expect(readFileSync(path.join(ROOT, 'WORKAROUNDS.md'), 'utf8').split('\n').find((l) => l.startsWith(`| ${row.id} |`)), `${row.id}: says what it does in \`rspress dev\``).toContain('`rspress dev`');
    }
  });
});
