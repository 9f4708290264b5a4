/**
 * Determinism: two builds from the same inputs produce identical `doc_build` trees — the same file
 * list and the same bytes in every file. The global setup's root build is one of them; this test makes
 * one more with the same settings into its own folder. When the sources are newer than the global
 * build (DOCS_SKIP_BUILD=1, or someone edited them since), it is not a build of the same inputs, so
 * then both builds are made here. Sources that change while the test builds fail it with that reason.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { digest, filesUnder, firstDifference, treeDifferences } from '../support/build-tree';
import { expect, test } from '../support/fixtures';
import { bin, run } from '../support/global-setup';
import { E2E_DIR, ROOT, SITES } from '../support/sites';

/** The environment of the global setup's root build (tests/support/global-setup.ts). */
const ROOT_BUILD_ENV = { DOCS_BASE: SITES.root.base, DOCS_EDIT_URL: '', DOCS_SITE_URL: SITES.root.publicUrl };

function build(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  run([bin('@rspress/core', 'bin/rspress.js'), 'build'], { ...ROOT_BUILD_ENV, DOCS_OUT_DIR: outDir }, 'pipe');
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`the build into ${outDir} wrote no index.html`);
}

/** What a build reads from the project (besides node_modules). */
const INPUTS = ['docs', 'theme', 'plugins', 'lib', 'config', 'api-gen', 'grammars', 'rspress.config.ts', 'package.json', 'package-lock.json'];

const inputFiles = () => INPUTS.flatMap((input) => filesUnder(path.join(ROOT, input)));

/** One hash over every input file's path and bytes. */
function inputsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of inputFiles()) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Whether any input changed after a build folder was written (its oldest file ≈ when that build ran). */
function inputsNewerThan(outDir: string): boolean {
  const built = filesUnder(outDir);
  if (built.length === 0) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return inputFiles().some((file) => statSync(file).mtimeMs > builtAt);
}

test('two builds from the same inputs are byte-identical', async () => {
  test.setTimeout(40 * 60_000);
  const own = path.join(E2E_DIR, 'determinism');
  const before = inputsFingerprint();
  const reuse = process.env.DOCS_SKIP_BUILD !== '1' && !inputsNewerThan(SITES.root.outDir);
  test.info().annotations.push({ type: 'first build', description: reuse ? `the global setup's ${SITES.root.outDir}` : 'made here: the global build is older than the sources' });
  const first = reuse ? SITES.root.outDir : path.join(own, 'first');
  if (!reuse) build(first);
  const second = path.join(own, 'second');
  build(second);
  expect(inputsFingerprint(), 'the sources changed while the test was building (another process edited them); run it again').toBe(before);

  const [a, b] = [digest(first), digest(second)];
  expect(a.size).toBeGreaterThan(100);
  let collapsed = false;
  const tokens = (text: string) => text.split('--shiki-').length;
  const differences = treeDifferences(a, b).map(({ key, first: fileA, second: fileB }) => {
    if (!fileA || !fileB) return `${key}: only in the ${fileA ? 'first' : 'second'} build`;
    const [textA, textB] = [readFileSync(path.join(first, fileA), 'utf8'), readFileSync(path.join(second, fileB), 'utf8')];
    collapsed ||= tokens(textA) !== tokens(textB);
    return fileA === fileB ? `${fileA}: ${firstDifference(textA, textB)}` : `${fileA} vs ${fileB}: ${firstDifference(textA, textB)}`;
  });
  // The one cause seen so far: Shiki stops tokenizing a line after tokenizeTimeLimit (500 ms by default) and
  // emits the rest of the line as one token, so a busy machine highlights the same code differently.
  const hint = collapsed ? "\nHighlighted code has a different number of tokens: check Shiki's markdown.shiki.tokenizeTimeLimit (0 = no limit)." : '';
  expect(differences, `the two builds differ:\n${differences.slice(0, 10).join('\n')}${hint}`).toEqual([]);
  console.log(`[determinism] ${a.size} files identical in two builds`);
});
