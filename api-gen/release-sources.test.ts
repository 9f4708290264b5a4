import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineNaming } from './release-links';
import { insidePackage, readReleaseSources } from './release-sources';

const temp = mkdtempSync(path.join(tmpdir(), 'release-sources-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A published package as tsdown writes one: a bundled declaration file whose map has no text, a JS map that carries it. */
function fixture(): string {
  const root = path.join(temp, 'node_modules/@pact-toolbox/thing');
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'src'), { recursive: true });
  writeFileSync(path.join(root, 'dist/index.d.mts'), 'declare class Thing {\n  method(): void;\n}\n//# sourceMappingURL=index.d.mts.map\n');
  // line 0: col 0 → barrel.ts:0, col 14 → thing.ts:2; line 1: col 2 → barrel.ts:0 (the map names only the re-export).
  writeFileSync(path.join(root, 'dist/index.d.mts.map'), JSON.stringify({ version: 3, sources: ['../src/barrel.ts', '../src/thing.ts'], sourcesContent: [], mappings: 'AAAA,cCEA;EDFA' }));
  const thing = '// a thing\n\nexport class Thing {\n  method(): void {}\n}\n';
  writeFileSync(
    path.join(root, 'dist/index.mjs.map'),
    JSON.stringify({ version: 3, sources: ['../src/barrel.ts', '../src/thing.ts', '../../../helper/x.js'], sourcesContent: ["export { Thing } from './thing';\n", thing, 'helper'], mappings: '' }),
  );
  writeFileSync(path.join(root, 'src/own.ts'), 'export const own = 1;\n');
  return root;
}

describe('readReleaseSources', () => {
  const root = fixture();
  const release = readReleaseSources([{ name: 'thing', version: '1.2.3', root }]);

  it('places a declaration at the source line its map names, with that source text known from the JS map', () => {
    expect(release.locate(path.join(root, 'dist/index.d.mts'), 1, 14, ['Thing'])).toMatchObject({ path: 'src/thing.ts', line: 3, exact: true });
  });
  it('says when the map names only a re-export for a line', () => {
    expect(release.locate(path.join(root, 'dist/index.d.mts'), 2, 2, ['method'])).toMatchObject({ path: 'src/barrel.ts', line: 1, exact: false });
  });
  it('takes a shipped .ts file as its own source; knows nothing outside the package', () => {
    expect(release.locate(path.join(root, 'src/own.ts'), 1, 0)).toMatchObject({ path: 'src/own.ts', line: 1, exact: true });
    expect(release.locate(path.join(temp, 'elsewhere.d.ts'), 1, 0)).toBeUndefined();
  });
  it('lists the source files whose text it knows, never a bundled helper outside the package', () => {
    expect(release.files().map((f) => f.path)).toEqual(['src/barrel.ts', 'src/own.ts', 'src/thing.ts']);
    expect(release.text(release.files()[0].pkg, 'src/thing.ts')).toContain('export class Thing');
  });
  it('keeps paths inside the package and out of node_modules', () => {
    expect(insidePackage('/p', '/p/src/a.ts')).toBe('src/a.ts');
    expect(insidePackage('/p', '/p/node_modules/x/a.js')).toBeUndefined();
    expect(insidePackage('/p', '/q/a.ts')).toBeUndefined();
  });
  it('finds a member in its class source below the class line', () => {
    const text = 'export class Thing {\n  private x = 1;\n  method(): void {}\n  get size(): number { return 1; }\n}\n';
    expect(lineNaming(text, 1, ['method'])).toBe(3);
    expect(lineNaming(text, 1, ['size'])).toBe(4);
    expect(lineNaming(text, 1, ['absent'])).toBeUndefined();
  });
});
