import { describe, expect, it } from 'vitest';
import { differences, type InstallData, installNote, installOutcomes, normaliseError, parseInstallData } from './install-results';

const data = (packages: InstallData['packages']): InstallData => ({ checkedOn: '2026-11-24', node: 'v20', npm: '11', packages });
const ok = { ok: true };
const missing = { ok: false, error: "ERR_MODULE_NOT_FOUND: Cannot find module '<project>/node_modules/@pact-toolbox/wallet-core/dist/index.js'" };

describe('install check results', () => {
  it('names the first failing step in one sentence', () => {
    const d = data({
      '@pact-toolbox/transaction@0.2.0': { install: ok, entries: { '@pact-toolbox/transaction': missing } },
      '@pact-toolbox/prelude@2.0.0': { install: { ok: false, error: 'ERESOLVE could not resolve' }, entries: {} },
      '@pact-toolbox/chainweb-client@0.1.0': { install: ok, entries: { '@pact-toolbox/chainweb-client': ok } },
    });
    expect(installNote('@pact-toolbox/transaction', '0.2.0', d)).toBe(`npm install @pact-toolbox/transaction@0.2.0 works, but its import fails in Node: ${missing.error}`);
    expect(installNote('@pact-toolbox/prelude', '2.0.0', d)).toBe('npm install @pact-toolbox/prelude@2.0.0 fails: ERESOLVE could not resolve');
    expect(installNote('@pact-toolbox/chainweb-client', '0.1.0', d)).toBeNull();
  });

  it('lists every disagreement between the data and a fresh run, and none when they agree', () => {
    const before = data({ 'a@1.0.0': { install: ok, entries: { a: ok, 'a/x': ok } } });
    expect(differences(before, before)).toEqual([]);
    const after = data({ 'a@1.0.0': { install: ok, entries: { a: missing } }, 'b@2.0.0': { install: ok, entries: {} } });
    expect(differences(before, after)).toEqual([
      `a@1.0.0 a: data says ok; now fails: ${missing.error}`,
      'a@1.0.0 a/x: data says ok; now not checked',
      'b@2.0.0: checked now but not in the data',
    ]);
  });

  it('keeps the first line of an error and hides the temporary folder', () => {
    expect(normaliseError("Cannot find module '/tmp/x1/node_modules/a'\n  at foo", '/tmp/x1')).toBe("Cannot find module '<project>/node_modules/a'");
  });

  it('rejects a data file of the wrong shape, naming the fix', () => {
    expect(() => parseInstallData({ checkedOn: 'x', node: 'v', npm: '1', packages: { 'no-version': { install: ok, entries: {} } } })).toThrow(/not a name@version key.*check:install -- --write/);
    expect(() => parseInstallData({ checkedOn: 'x', node: 'v', npm: '1', packages: { 'a@1.0.0': { install: { ok: false }, entries: {} } } })).toThrow(/"install" is not an outcome/);
  });

});

describe('installOutcomes', () => {
  it('reduces each release to whether it installs and whether every entry imports', () => {
    const data = parseInstallData({
      checkedOn: '2026-11-24',
      node: 'v20',
      npm: '11',
      packages: {
        '@pact-toolbox/a@1.0.0': { install: { ok: true }, entries: { '@pact-toolbox/a': { ok: true } } },
        '@pact-toolbox/b@1.0.0': { install: { ok: true }, entries: { '@pact-toolbox/b': { ok: true }, '@pact-toolbox/b/vite': { ok: false, error: 'E' } } },
        '@pact-toolbox/c@1.0.0': { install: { ok: false, error: 'E404' }, entries: {} },
      },
    });
    expect(installOutcomes(data)).toEqual({
      '@pact-toolbox/a@1.0.0': { installs: true, imports: true },
      '@pact-toolbox/b@1.0.0': { installs: true, imports: false },
      '@pact-toolbox/c@1.0.0': { installs: false, imports: false },
    });
  });
});
