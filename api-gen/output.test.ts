/**
 * The generated reference as a reader meets it, over the fixture checkout
 * documented at a known commit: every parameter has a type, no table has an
 * empty column, every declaration page links its source at that commit.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listFiles } from './fs-utils';
import { generate } from './generate';
import { isDeclarationPage, pageProblems } from './output-checks';

const projectDir = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(projectDir, 'tests/fixtures');
const temp = mkdtempSync(path.join(tmpdir(), 'api-output-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const REF = '823a06cc9d088978612e9d72e158fa70133e733a';

describe('generated output (fixture checkout at a known commit)', async () => {
  const outDir = path.join(temp, 'api');
  await generate({
    projectDir,
    outDir,
    cacheDir: path.join(temp, 'cache'),
    errorEntriesDir: path.join(fixtures, 'error-entries'),
    workspace: path.join(fixtures, 'workspace'),
    packages: ['crypto', 'network', 'signers', 'test'],
    ref: REF,
  });
  const pages = listFiles(outDir).filter((file) => file.endsWith('.md'));

  it('has declaration pages to check', () => {
    expect(pages.filter(isDeclarationPage).length).toBeGreaterThan(10);
  });

  it('has no parameter without a type, no empty table column, and every source link at the commit', () => {
    expect(pages.flatMap((file) => pageProblems(file, readFileSync(path.join(outDir, file), 'utf8'), REF))).toEqual([]);
  });
});
