import { describe, expect, it } from 'vitest';
import manifest from '../../../api-gen/manifest.json';
import raw from '../../../config/npm-install.json';
import { parseInstallData } from '../../../api-gen/install-results';
import { InstallNoteError, installNotes } from './install-notes';

const data = parseInstallData(raw);

describe('installNotes', () => {
  it('says, from the data, that the transaction package installs but does not import, and nothing for one that works', () => {
    const result = data.packages['@pact-toolbox/transaction@0.2.0'];
    const notes = installNotes(['transaction', 'chainweb-client'], manifest, data);
    expect(result.install.ok).toBe(true);
    expect(notes).toEqual([
      { command: 'npm install @pact-toolbox/transaction@0.2.0', verdict: 'works, but its import fails in Node', error: result.entries['@pact-toolbox/transaction'].error },
    ]);
  });

  it('follows the data: a package that starts to import has no note', () => {
    const fixed = structuredClone(data);
    fixed.packages['@pact-toolbox/transaction@0.2.0'].entries['@pact-toolbox/transaction'] = { ok: true };
    expect(installNotes(['transaction'], manifest, fixed)).toEqual([]);
  });

  it('refuses a package the manifest does not pin, or one the data has not checked', () => {
    expect(() => installNotes(['config'], manifest, data)).toThrow(InstallNoteError);
    const empty = { ...data, packages: {} };
    expect(() => installNotes(['transaction'], manifest, empty)).toThrow(/no result for @pact-toolbox\/transaction@0.2.0.*check:install -- --write/);
  });
});
