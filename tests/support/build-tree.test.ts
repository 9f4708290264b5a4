import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { digest, filesUnder, firstDifference, treeDifferences, unhashed } from './build-tree';

const dirs: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tree-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('build trees', () => {
  it('lists files recursively and sorted; a file stands for itself; a missing path has none', () => {
    const root = tree({ 'b.html': 'b', 'a/c.js': 'c' });
    expect(filesUnder(root).map((f) => path.relative(root, f))).toEqual(['a/c.js', 'b.html']);
    expect(filesUnder(path.join(root, 'b.html'))).toEqual([path.join(root, 'b.html')]);
    expect(filesUnder(path.join(root, 'nope'))).toEqual([]);
  });

  it('finds no difference between equal trees, whatever their folder', () => {
    const files = { 'index.html': '<p>x</p>', 'static/js/index.4a243c0af2.js': 'x' };
    expect(treeDifferences(digest(tree(files)), digest(tree(files)))).toEqual([]);
  });

  it('pairs hashed assets by name, and names changed, renamed and one-sided files', () => {
    const a = digest(tree({ 'index.html': 'one', 'static/js/index.4a243c0af2.js': 'x', 'only-a.txt': '' }));
    const b = digest(tree({ 'index.html': 'two', 'static/js/index.0123456789.js': 'y', 'only-b.txt': '' }));
    expect(treeDifferences(a, b)).toEqual([
      { key: 'index.html', first: 'index.html', second: 'index.html' },
      { key: 'only-a.txt', first: 'only-a.txt', second: undefined },
      { key: 'static/js/index.#.js', first: 'static/js/index.4a243c0af2.js', second: 'static/js/index.0123456789.js' },
      { key: 'only-b.txt', first: undefined, second: 'only-b.txt' },
    ]);
  });

  it('says where two texts first differ', () => {
    expect(unhashed('a.0123abcd.css')).toBe('a.#.css');
    expect(firstDifference('abcX', 'abcY')).toBe('at 3: «abcX» vs «abcY»');
  });
});
