import path from 'node:path';
import type { Root } from 'mdast';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleMap } from '../../api-gen/sample-modules';
import { loadWorkspace } from '../../api-gen/sources/workspace';
import { fullName } from '../../api-gen/packages';
import { createSampleChecker, type SampleChecker } from '../samples/check';
import { apiPages, checkExamples, countByPackage, countLine, exportsByPackage, type VersionExamples } from './check';
import { againstOf, summaryLine } from './index';
import { COUNT_CLASS, FAILS_CLASS, remarkExampleMarks } from './remark';

const projectDir = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(projectDir, 'tests/fixtures');
const root = path.join(fixtures, 'api-examples/docs');

// The fixture toolkit checkout's crypto package (hash, signHash, KeyPairSigner), as api-gen maps it for the samples.
let checker: SampleChecker;
let version: VersionExamples;
beforeAll(async () => {
  checker = createSampleChecker(moduleMap(loadWorkspace(path.join(fixtures, 'workspace'), ['crypto', 'network', 'signers'])), projectDir);
  const exports = exportsByPackage({ 'crypto/hash': '/api/crypto/functions/hash', 'crypto/signHash': '/api/crypto/functions/signHash', 'crypto/signHash#x': '/x', 'crypto/default': '/y' });
  version = await checkExamples({ root, dir: 'api', checker, exports, moduleName: fullName, against: () => 'commit abc1234' });
}, 60_000);

describe('the API examples compiled against a fixture checkout', () => {
  it('reads the API pages and each package\'s exported names', () => {
    expect(apiPages(path.join(root, 'api'))).toEqual(['crypto/functions/hash.md', 'crypto/index.md']);
    expect(exportsByPackage({ 'a/X': '', 'a/X#m': '', 'b/y': '', 'a/pact.z': '' })).toEqual(new Map([['a', ['X']], ['b', ['y']]]));
  });
  it('compiles each example with the package\'s exports imported, and keeps the first compiler message of one that fails', () => {
    expect(version.results.map((r) => [r.page, r.line, r.error ?? 'ok'])).toEqual([
      ['api/crypto/functions/hash.md', 11, 'ok'],
      ['api/crypto/functions/hash.md', 20, 'ok'],
      ['api/crypto/functions/hash.md', 27, "TS2322: Type 'string' is not assignable to type 'number'."],
      ['api/crypto/functions/hash.md', 46, "TS2304: Cannot find name 'signer'."],
    ]);
  });
  it('counts them per package, and says so in one line', () => {
    expect(version.counts).toEqual([{ pkg: 'crypto', total: 4, failing: 2, against: 'commit abc1234' }]);
    expect(countLine(version.counts[0])).toBe('2 of 4 examples do not compile against commit abc1234; each says why under it.');
    expect(countLine({ pkg: 'x', total: 3, failing: 0, against: 'npm 0.2.0' })).toBe('All 3 examples compile against npm 0.2.0.');
    expect(countLine({ pkg: 'x', total: 41, failing: 1, against: 'npm 0.2.0' })).toBe('1 of 41 examples does not compile against npm 0.2.0; each says why under it.');
    expect(countByPackage([], () => '')).toEqual([]);
    expect(summaryLine([version, { dir: 'npm/api', results: [], counts: [] }], 1.25)).toBe('api examples: api: 2 of 4 compile; npm/api: 0 of 0 compile (1.3 s; each failure named under its example)');
  });
  it('names what each version is compiled against: the documented commit, else the package\'s npm version', () => {
    const sources = { main: 'commit abc1234', npm: { '@pact-toolbox/crypto': '0.2.0' } };
    expect(againstOf(sources, 'main')('crypto')).toBe('commit abc1234');
    expect(againstOf(sources, 'npm')('crypto')).toBe('npm 0.2.0');
    expect(againstOf({ npm: { '@pact-toolbox/crypto': '0.2.0' } }, 'main')('crypto')).toBe('npm 0.2.0');
    expect(againstOf(sources, 'npm')('kda')).toBe('npm');
  });
});

describe('the marks on the pages', () => {
  const classes = (tree: Root) =>
    tree.children.flatMap((n) => {
      const d = n.data as { hProperties?: { className?: string[] }; hChildren?: { value?: string }[] } | undefined;
      return d?.hProperties?.className ? [[d.hProperties.className.join(' '), d.hChildren?.map((c) => c.value).join('')]] : [];
    });
  const mark = async (file: string) => {
    const { unified } = await import('unified');
    const remarkParse = (await import('remark-parse')).default;
    const { readFileSync } = await import('node:fs');
    const tree = unified().use(remarkParse).parse(readFileSync(path.join(root, file), 'utf8'));
    remarkExampleMarks({ root, versions: () => [version] })(tree, { path: path.join(root, file) });
    return tree;
  };
  it('puts one quiet line under each example that does not compile, its text kept', async () => {
    const tree = await mark('api/crypto/functions/hash.md');
    expect(classes(tree)).toEqual([
      [FAILS_CLASS, "Does not compile against commit abc1234: TS2322: Type 'string' is not assignable to type 'number'."],
      [FAILS_CLASS, "Does not compile against commit abc1234: TS2304: Cannot find name 'signer'."],
    ]);
    const wrong = tree.children.findIndex((n) => n.type === 'code' && n.value.includes('const length: number'));
    expect((tree.children[wrong + 1].data as { hProperties: { className: string[] } }).hProperties.className).toEqual([FAILS_CLASS]);
  });
  it('counts the package\'s examples under its version line', async () => {
    const tree = await mark('api/crypto/index.md');
    expect(classes(tree)).toEqual([[COUNT_CLASS, '2 of 4 examples do not compile against commit abc1234; each says why under it.']]);
    const at = tree.children.findIndex((n) => (n.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className?.includes(COUNT_CLASS));
    expect(tree.children[at - 1].type).toBe('paragraph');
    expect(JSON.stringify(tree.children[at - 1])).toContain('Version:');
  });
  it('marks nothing when nothing was compiled (a build without the API data)', async () => {
    const { unified } = await import('unified');
    const tree = unified().use((await import('remark-parse')).default).parse('## Example\n\n```ts\nconst x: number = "a";\n```\n');
    remarkExampleMarks({ root, versions: () => undefined })(tree, { path: path.join(root, 'api/crypto/functions/hash.md') });
    expect(classes(tree)).toEqual([]);
  });
});
