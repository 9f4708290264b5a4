/**
 * The install notes a guide page shows next to an install command: one sentence per package whose
 * `npm install` or import fails, from the install check's data (config/npm-install.json).
 */
import { parseManifest } from '../../../api-gen/manifest';
import { SCOPE } from '../../../api-gen/packages';
import { type InstallData, type InstallFinding, installFinding } from '../../../api-gen/install-results';

export class InstallNoteError extends Error {}

/** Notes for the named packages (`transaction` or `@pact-toolbox/transaction`) at their pinned versions. */
export function installNotes(packages: readonly string[], manifest: unknown, data: InstallData): InstallFinding[] {
  const pins = parseManifest(manifest);
  return packages.flatMap((given) => {
    const name = given.startsWith('@') ? given : `${SCOPE}/${given}`;
    const pin = pins.find((p) => `${SCOPE}/${p.name}` === name);
    if (!pin || pin.version === null) {
      throw new InstallNoteError(`InstallNote: ${name} is not a published package of api-gen/manifest.json. Fix: name a package the manifest pins to a version.`);
    }
    if (!data.packages[`${name}@${pin.version}`]) {
      throw new InstallNoteError(`InstallNote: config/npm-install.json has no result for ${name}@${pin.version}. Fix: run "npm run check:install -- --write".`);
    }
    const finding = installFinding(name, pin.version, data);
    return finding ? [finding] : [];
  });
}

/**
 * The Node.js major version the toolkit's repository asks for: `"engines": { "node": ">=22.0.0" }` in its root
 * package.json, and the CLI's `doctor` warns below it (`minVersion = 22` in apps/cli/src/commands/doctor.ts).
 * The published `@pact-toolbox/*` packages declare no `engines` at all.
 */
export const REPOSITORY_NODE_MAJOR = 22;

/**
 * What a reader should make of the Node.js version the check ran on (`v20.20.2`), when it is older than the one
 * the guide asks for: null when it is not older. Throws, naming the file, on a version it cannot read.
 */
export function checkedNodeNote(node: string, repositoryMajor: number = REPOSITORY_NODE_MAJOR): string | null {
  const major = /^v?(\d+)\./.exec(node)?.[1];
  if (!major) {
    throw new InstallNoteError(`InstallNote: config/npm-install.json gives "${node}" as the Node.js version, which is not a version like v20.20.2. Fix: run "npm run check:install -- --write".`);
  }
  if (Number(major) >= repositoryMajor) return null;
  return `Node ${major} is older than the Node.js ${repositoryMajor} the toolkit's repository asks for, but the published packages declare no Node.js version, so this is what installing and importing them does on Node ${major}.`;
}
