import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, LAYERS, layerOf, layerViolation } from './layers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'fixtures', '__screenshots__', 'api', 'public']);
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.d.ts', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) out.push(...sourceFiles(rel));
    } else if (/\.(ts|tsx|mts|mdx)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Every relative import of `file` (static, dynamic, CSS), resolved to a project path. */
export function relativeImports(file: string, source: string): string[] {
  const specs = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const hit = EXTENSIONS.map((e) => base + e).find((p) => existsSync(path.join(ROOT, p)) && statSync(path.join(ROOT, p)).isFile());
    return hit ? [hit] : [];
  });
}

/** The import graph of `files`: each file → the project files it imports. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, relativeImports(file, readFileSync(path.join(ROOT, file), 'utf8'))]));
}

/**
 * Circles the real tree still has (none today), each to be removed by moving the shared part into a file below both; listed so the
 * circle check guards against new ones meanwhile. Empty this list as they go: a circle listed here that is gone fails too.
 */
const KNOWN_CIRCLES: string[][] = [];

const FILES = [...['api-gen', 'config', 'grammars', 'lib', 'plugins', 'theme', 'scripts', 'tests', 'docs'].flatMap(sourceFiles), 'rspress.config.ts'];

describe('layers', () => {
  it('places every source file in a layer', () => {
    expect(FILES.filter((f) => layerOf(f) === undefined)).toEqual([]);
  });

  it('judges imports: down or level is fine, up or browser-to-build is not', () => {
    expect(layerViolation('theme/index.tsx', 'plugins/search/runtime/SearchPanel.tsx')).toBeUndefined();
    expect(layerViolation('plugins/search/runtime/SearchPanel.tsx', 'theme/lazy/index.ts')).toMatch(/higher/);
    expect(layerViolation('api-gen/pages.ts', 'plugins/search/runtime/directory.ts')).toMatch(/layer api-gen.*layer plugins, higher/);
    expect(layerViolation('config/options.ts', 'plugins/search/runtime/remote.ts')).toMatch(/higher/);
    expect(layerViolation('scripts/api.ts', 'config/options.ts')).toBeUndefined();
    expect(layerViolation('plugins/samples/runtime/hover.ts', 'plugins/samples/check.ts')).toMatch(/browser code.*build code/);
    expect(layerViolation('theme/x.ts', 'lib/page-report.ts')).toMatch(/browser code/);
    expect(layerViolation('plugins/llms/links.ts', 'plugins/samples/check.ts')).toBeUndefined();
    expect(layerViolation('theme/x.test.ts', 'tests/support/colour.ts')).toBeUndefined();
    expect(layerViolation('config/x.test.ts', 'api-gen/guide-pages.ts')).toBeUndefined();
  });

  it('finds the imports of a file, static, dynamic and CSS', () => {
    const found = relativeImports('theme/index.tsx', `import a from '../plugins/search/runtime/SearchPanel';\nconst b = import('./lazy');\nimport './a11y.css';`);
    expect(found).toEqual(['plugins/search/runtime/SearchPanel.tsx', 'theme/lazy/index.ts', 'theme/a11y.css']);
  });

  it('has no import against the layers', () => {
    const problems = FILES.flatMap((file) => relativeImports(file, readFileSync(path.join(ROOT, file), 'utf8')).map((to) => layerViolation(file, to)).filter(Boolean));
    expect(problems, `Layers, lowest first: ${LAYERS.map((l) => l.name).join(' < ')}`).toEqual([]);
  });
});

describe('import circles between files', () => {
  it('finds a planted circle, and not the file that merely imports it', () => {
    const fixture = sourceFiles('tests/fixtures/import-circle');
    expect(importCircles(importGraph(fixture))).toEqual([['tests/fixtures/import-circle/first.ts', 'tests/fixtures/import-circle/second.ts']]);
  });

  it('finds longer circles and a file importing itself, and none in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['self', ['self']],
    ]);
    expect(importCircles(graph)).toEqual([['a', 'b', 'c'], ['self']]);
    expect(importCircles(new Map([['x', ['y']], ['y', ['z']], ['z', []]]))).toEqual([]);
  });

  it('has no circle in the source tree beyond the known ones, and each known one is still there', () => {
    expect(importCircles(importGraph(FILES)), 'import circles: move what both files need into a third file below them').toEqual(KNOWN_CIRCLES);
  });
});
