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
