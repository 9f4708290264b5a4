import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, relative to it with "/" separators, sorted. */
export function listFiles(dir: string, skip: (name: string) => boolean = (n) => n === 'node_modules' || n.startsWith('.')): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (skip(entry.name)) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  if (existsSync(dir)) walk('');
  return out.sort();
}

export function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function readIfExists(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** A content hash of the given files (paths and bytes). */
export function hashFiles(root: string, files: readonly string[]): string {
  return sha256(...files.flatMap((f) => [f, readFileSync(path.join(root, f))]));
}
