/**
 * Comparing build output trees: every file's SHA-256, and a readable list of
 * what differs between two trees. Asset names carry a content hash
 * (index.4a243c0af2.js), so a changed asset shows up under another name:
 * files are paired by their name without the hash to say what changed inside.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `root` (a file alone if `root` is one), absolute paths, sorted; none if it does not exist. */
export function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  if (statSync(root).isFile()) return [root];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every file of a tree (relative paths, sorted) with the SHA-256 of its bytes. */
export function digest(root: string): Map<string, string> {
  return new Map(
    filesUnder(root).map((file) => [path.relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

/** The first differing stretch of two versions of a file, for a failure message. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `at ${i}: «${a.slice(from, i + 60)}» vs «${b.slice(from, i + 60)}»`;
}

/** A file name without its content hash: static/js/index.4a243c0af2.js → static/js/index.#.js */
export const unhashed = (file: string) => file.replace(/\.[0-9a-f]{8,}\./g, '.#.');

export interface TreeDifference {
  /** The name without hash. */
  key: string;
  /** The file in each tree; undefined where the tree lacks it. */
  first?: string;
  second?: string;
}

/** The files that differ between two digests: missing on one side, or with other bytes. */
export function treeDifferences(first: Map<string, string>, second: Map<string, string>): TreeDifference[] {
  const byKey = (tree: Map<string, string>) => new Map([...tree.keys()].map((file) => [unhashed(file), file]));
  const [keysA, keysB] = [byKey(first), byKey(second)];
  const differences: TreeDifference[] = [];
  for (const key of new Set([...keysA.keys(), ...keysB.keys()])) {
    const [fileA, fileB] = [keysA.get(key), keysB.get(key)];
    if (fileA && fileB && fileA === fileB && first.get(fileA) === second.get(fileB)) continue;
    differences.push({ key, first: fileA, second: fileB });
  }
  return differences;
}
