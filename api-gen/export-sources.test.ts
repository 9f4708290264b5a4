import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { exportPlaces, templateUrl } from './export-sources';

const dir = mkdtempSync(path.join(tmpdir(), 'export-sources-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('exportPlaces', () => {
  it('names the statement that re-exports a name from a library without types, not the library', () => {
    mkdirSync(path.join(dir, 'node_modules/untyped'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules/untyped/package.json'), '{"name":"untyped","main":"index.js"}');
    writeFileSync(path.join(dir, 'node_modules/untyped/index.js'), 'exports.digest = () => 1;');
    writeFileSync(path.join(dir, 'hash.ts'), '// the hash\n\nexport { digest } from "untyped";\n');
    writeFileSync(path.join(dir, 'index.ts'), 'export * from "./hash";\nexport const own = 1;\n');
    const entry = path.join(dir, 'index.ts');
    const program = ts.createProgram([entry], { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true });
    const places = exportPlaces(program, entry);
    expect(places.get('digest')).toEqual({ file: path.join(dir, 'hash.ts'), line: 3, character: 9 });
    expect(places.get('own')?.line).toBe(2);
  });
});

describe('templateUrl', () => {
  it('fills a link template with the path below the base and the line', () => {
    expect(templateUrl('https://x/blob/abc/{path}#L{line}', '/repo')('/repo/packages/a/b.ts', 7)).toBe('https://x/blob/abc/packages/a/b.ts#L7');
  });
});
