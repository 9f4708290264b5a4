import { describe, expect, it } from 'vitest';
import manifest from '../../../api-gen/manifest.json';
import raw from '../../../config/npm-install.json';
import { parseInstallData } from '../../../api-gen/install-results';
import { checkedNodeNote, InstallNoteError, installNotes, REPOSITORY_NODE_MAJOR } from './install-notes';

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

describe('checkedNodeNote', () => {
  it('explains a check run below the Node.js version the repository asks for, naming both majors', () => {
    const note = checkedNodeNote('v20.20.2', 22);
    expect(note).toContain('Node 20 is older than the Node.js 22');
    expect(note).toContain('declare no Node.js version');
  });

  it('says nothing when the check ran on that version or a newer one', () => {
    expect(checkedNodeNote('v22.12.0', 22)).toBeNull();
    expect(checkedNodeNote('v24.1.0', 22)).toBeNull();
  });

  it('follows the committed data: a note exactly when its Node.js major is below the repository\'s', () => {
    const major = Number(/^v(\d+)/.exec(data.node)?.[1]);
    expect(checkedNodeNote(data.node) === null).toBe(major >= REPOSITORY_NODE_MAJOR);
  });

  it('refuses a version it cannot read, naming the file and the fix', () => {
    expect(() => checkedNodeNote('twenty')).toThrow(/config\/npm-install.json gives "twenty".*check:install -- --write/);
  });
});
