import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeToHtml } from 'shiki';
import { createTwoslasher } from 'twoslash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleMap } from '../../api-gen/sample-modules';
import type { ModuleMap } from '../../api-gen/sample-modules';
import { loadWorkspace } from '../../api-gen/sources/workspace';
import { diskCompileCache, environmentKey, readEnvironment, type CompileCache, type Compiled } from './cache';
import { createSampleChecker, sampleCompilerOptions } from './check';
import { sampleTransformer } from './render';

const projectDir = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(projectDir, 'tests/fixtures');
const GOOD = 'import { KeyPairSigner } from "@pact-toolbox/signers";\nconst s = KeyPairSigner.fromSecret("k");';
const BAD = 'import { KeyPairSigner } from "@pact-toolbox/signers";\nKeyPairSigner.fromSecret(42);';
const sample = (code: string, line = 1) => ({ page: 'p.md', line, lang: 'ts' as const, code, meta: null });
const compiled = (text: string): Compiled => ({ result: { code: text } as never, errors: [{ start: 0, code: 2345, text }] });

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sample-cache-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('diskCompileCache', () => {
  it('finds an entry by code and language only', () => {
    const cache = diskCompileCache(path.join(dir, 'a'), 'env1');
    cache.set('x;', 'ts', compiled('one'));
    expect(cache.get('x;', 'ts')).toEqual(compiled('one'));
    expect(cache.get('x;', 'js')).toBeUndefined();
    expect(cache.get('y;', 'ts')).toBeUndefined();
    // A second process (a later build) reads what the first wrote.
    expect(diskCompileCache(path.join(dir, 'a'), 'env1').get('x;', 'ts')).toEqual(compiled('one'));
  });

  it('starts empty under another environment and deletes the old one', () => {
    const root = path.join(dir, 'b');
    diskCompileCache(root, 'env1').set('x;', 'ts', compiled('one'));
    const next = diskCompileCache(root, 'env2');
    expect(next.get('x;', 'ts')).toBeUndefined();
    expect(existsSync(path.join(root, 'env1'))).toBe(false);
  });

  it('treats an unreadable entry as a miss', () => {
    const root = path.join(dir, 'c');
    const cache = diskCompileCache(root, 'env1');
    cache.set('x;', 'ts', compiled('one'));
    const [entry] = readdirSync(path.join(root, 'env1'));
    writeFileSync(path.join(root, 'env1', entry), '{"lang":"ts","code":"x;","comp');
    expect(cache.get('x;', 'ts')).toBeUndefined();
  });
});

describe('environmentKey', () => {
  it('changes when any environment file changes, and not otherwise', () => {
    const files = ['sample-modules.json', 'stamp.json', 'package-lock.json'].map((name) => path.join(dir, name));
    for (const file of files) writeFileSync(file, `${path.basename(file)} v1`);
    const before = environmentKey(readEnvironment(files));
    expect(environmentKey(readEnvironment(files))).toBe(before);
    for (const file of files) {
      writeFileSync(file, `${path.basename(file)} v2`);
      expect(environmentKey(readEnvironment(files)), path.basename(file)).not.toBe(before);
      writeFileSync(file, `${path.basename(file)} v1`);
    }
    rmSync(files[1]);
    expect(environmentKey(readEnvironment(files))).not.toBe(before);
  });
});

describe('a checker with a cache', () => {
  let map: ModuleMap;
  beforeAll(() => {
    map = moduleMap(loadWorkspace(path.join(fixtures, 'workspace'), ['crypto', 'network', 'signers']));
  }, 60_000);

  /** A disk cache that counts its hits. */
  function counting(root: string): CompileCache & { hits: number } {
    const disk = diskCompileCache(root, 'env');
    const cache = {
      hits: 0,
      get: (code: string, lang: string) => {
        const found = disk.get(code, lang);
        if (found) cache.hits++;
        return found;
      },
      set: disk.set,
    };
    return cache;
  }
  // No time limit: on a busy machine Shiki would otherwise stop tokenizing a line early, differently each time.
  const render = (checker: Parameters<typeof sampleTransformer>[0]) =>
    codeToHtml(GOOD, { lang: 'ts', theme: 'github-light', tokenizeTimeLimit: 0, meta: { __raw: 'checked-sample' }, transformers: [sampleTransformer(checker)] });

  it('compiles once: a later checker reuses the result, with the same outcome and the same rendered HTML', async () => {
    const root = path.join(dir, 'checker');
    const cold = counting(root);
    const first = createSampleChecker(map, projectDir, cold);
    expect(first.check(sample(GOOD)).status).toBe('ok');
    expect(first.check(sample(BAD, 7)).problems.map((p) => `${p.line} ${p.message.slice(0, 6)}`)).toEqual(["9 TS2345"]);
    expect(cold.hits).toBe(0);

    const warm = counting(root);
    const second = createSampleChecker(map, projectDir, warm);
    expect(second.check(sample(GOOD)).status).toBe('ok');
    // The cached diagnostics are placed on the page of the sample at hand.
    expect(second.check({ ...sample(BAD, 20), page: 'q.md' }).problems).toEqual([
      { page: 'q.md', line: 22, column: 26, message: expect.stringMatching(/^TS2345: Argument of type 'number'/) },
    ]);
    expect(warm.hits).toBe(2);
    expect(await render(second)).toBe(await render(first));

    // The result read back renders exactly like twoslash's own object.
    const compilerOptions = sampleCompilerOptions(map, projectDir);
    const raw = createTwoslasher({ vfsRoot: projectDir, compilerOptions })(GOOD, 'ts', { compilerOptions, handbookOptions: { noErrorValidation: true } });
    expect(await render({ rendered: () => raw })).toBe(await render(second));
  }, 60_000);

  it('compiles a changed sample afresh', () => {
    const cache = counting(path.join(dir, 'checker'));
    const checker = createSampleChecker(map, projectDir, cache);
    const changed = GOOD.replace('"k"', '1');
    expect(checker.check(sample(changed)).status).toBe('failed');
    expect(cache.hits).toBe(0);
  }, 60_000);
});
