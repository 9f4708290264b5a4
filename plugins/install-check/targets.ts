/**
 * What the install check installs and imports: every published package of the API manifest at its pinned version,
 * with its root entry and each subpath the guide imports (`@pact-toolbox/unplugin/vite`), and the binary-only
 * pactup package of the checking machine's system, run with `--version`.
 */
import type { PinnedPackage } from '../../api-gen/manifest';
import { SCOPE } from '../../api-gen/packages';

export interface Target {
  name: string;
  version: string;
  /** Module specifiers to `import()`, root first. */
  imports: string[];
  /** For a binary-only package: the file inside the package to run with `--version`. */
  binary?: string;
}

/** Subpaths of `@pact-toolbox/<pkg>` the guide's code imports, by package: `{ unplugin: ['vite', …] }`. */
export function guideSubpaths(texts: readonly string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const text of texts) {
    for (const m of text.matchAll(/(?:from\s+|import\(\s*)["']@pact-toolbox\/([a-z0-9-]+)\/([a-z0-9/-]+)["']/g)) {
      const set = found.get(m[1]) ?? new Set<string>();
      set.add(m[2]);
      found.set(m[1], set);
    }
  }
  return found;
}

export function installTargets(
  pins: readonly PinnedPackage[],
  guideTexts: readonly string[],
  pactup: { name: string; version: string } | null,
  /** Packages outside the manifest checked the same way (config/npm-status.ts SCOPED_UNDOCUMENTED). */
  extra: readonly { name: string; version: string }[] = [],
): Target[] {
  const subpaths = guideSubpaths(guideTexts);
  const targets: Target[] = pins
    .filter((pin) => !pin.internal && pin.version !== null)
    .map((pin) => {
      const name = `${SCOPE}/${pin.name}`;
      return { name, version: pin.version!, imports: [name, ...[...(subpaths.get(pin.name) ?? [])].sort().map((sub) => `${name}/${sub}`)] };
    });
  for (const other of extra) {
    const short = other.name.slice(SCOPE.length + 1);
    targets.push({ name: other.name, version: other.version, imports: [other.name, ...[...(subpaths.get(short) ?? [])].sort().map((sub) => `${other.name}/${sub}`)] });
  }
  if (pactup) targets.push({ ...pactup, imports: [], binary: 'pactup' });
  return targets;
}
