/**
 * Writes a synthetic toolkit checkout (packages/<name>/src/index.ts) whose API
 * reference has about `pages` pages, for the scale benchmark. Deterministic:
 * the same size gives the same files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTED_PACKAGES } from '../../api-gen/packages';

function symbolSource(pkg: string, i: number): string {
  const n = `${pkg.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}${i}`;
  switch (i % 4) {
    case 0:
      return `/** Service number ${i} of ${pkg}. */
export class ${n}Service {
  /** How many times it ran. */
  count = 0;
  /** Runs the service with an option bag. */
  run(options: ${n}Options): Promise<string> { this.count++; return Promise.resolve(options.name); }
  /** Stops it. */
  stop(): void { this.count = 0; }
}
`;
    case 1:
      return `/** Options number ${i} of ${pkg}. */
export interface ${n}Options {
  /** A name. */
  name: string;
  /** A timeout in milliseconds. */
  timeout?: number;
}
`;
    case 2:
      return `/** Creates thing number ${i} of ${pkg}. */
export function create${n}(name: string, retries = 3): { name: string; retries: number } {
  return { name, retries };
}
`;
    default:
      return `/** Kinds for number ${i} of ${pkg}. */
export type ${n}Kind = 'a' | 'b' | 'c';
/** The default kind. */
export const ${n.toUpperCase()}_DEFAULT: ${n}Kind = 'a';
`;
  }
}

/** Returns the checkout folder. Symbols are split evenly over the documented packages. */
export function writeSyntheticToolkit(dir: string, pages: number): string {
  rmSync(dir, { recursive: true, force: true });
  const perPackage = Math.max(1, Math.round((pages - DOCUMENTED_PACKAGES.length - 1) / DOCUMENTED_PACKAGES.length / 1.25));
  for (const pkg of DOCUMENTED_PACKAGES) {
    const root = path.join(dir, 'packages', pkg);
    mkdirSync(path.join(root, 'src'), { recursive: true });
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: `@pact-toolbox/${pkg}`, version: '0.0.0-synthetic', description: `Synthetic ${pkg}.` }));
    writeFileSync(path.join(root, 'README.md'), `# ${pkg}\n\nA synthetic package for the scale benchmark.\n`);
    const body = Array.from({ length: perPackage }, (_, i) => symbolSource(pkg, i)).join('\n');
    writeFileSync(path.join(root, 'src/index.ts'), body);
  }
  return dir;
}
