import { describe, expect, it } from 'vitest';
import manifest from '../../../api-gen/manifest.json';
import raw from '../../../config/npm-install.json';
import { NOT_ON_NPM, OTHER_PUBLISHED } from '../../../config/npm-status';
import { parseInstallData } from '../../../api-gen/install-results';
import { NpmStatusError, packageRows } from './published-packages';

/** The real manifest with some packages changed. */
function withPackages(changes: Record<string, string | null>) {
  return { ...manifest, packages: { ...manifest.packages, ...changes } };
}

const install = parseInstallData(raw);
const data = { notOnNpm: NOT_ON_NPM, otherPublished: OTHER_PUBLISHED, install };

describe('packageRows', () => {
  it('lists every manifest package with the manifest version, and null where the manifest says unpublished', () => {
    const rows = packageRows(manifest, data);
    for (const [name, value] of Object.entries({ ...manifest.packages, ...manifest.internal })) {
      const row = rows.find((r) => r.name === `@pact-toolbox/${name}`);
      const expected = value === null ? null : typeof value === 'string' ? value : value.version;
      expect(row?.version, name).toBe(expected);
    }
  });

  it('follows the manifest: a changed version and a newly unpublished package show up in the rows', () => {
    const changed = withPackages({ transaction: '9.9.9', network: null });
    const withNetwork = { ...data, notOnNpm: [...NOT_ON_NPM, { name: '@pact-toolbox/network', what: 'Networks', instead: 'Build it.' }] };
    const checked = structuredClone(install);
    checked.packages['@pact-toolbox/transaction@9.9.9'] = { install: { ok: true }, entries: {} };
    const rows = packageRows(changed, { ...withNetwork, install: checked });
    expect(rows.find((r) => r.name === '@pact-toolbox/transaction')?.version).toBe('9.9.9');
    expect(rows.find((r) => r.name === '@pact-toolbox/network')).toEqual({ name: '@pact-toolbox/network', version: null, note: 'Networks. Build it.' });
    expect(rows.find((r) => r.name === '@pact-toolbox/config')).toMatchObject({ version: null });
  });

  it('puts documented packages first, internal ones next, then the unscoped names and other packages', () => {
    const names = packageRows(manifest, data).map((r) => r.name);
    expect(names.indexOf('@pact-toolbox/wallet-ui')).toBeLessThan(names.indexOf('@pact-toolbox/types'));
    expect(names.indexOf('@pact-toolbox/ui-shared')).toBeLessThan(names.indexOf('pact-toolbox'));
    expect(names).toContain('pactup');
    expect(names.slice(-6)).toEqual(OTHER_PUBLISHED.map((p) => p.name));
  });

  it('writes each row\'s install outcome from the install check\'s data, exactly', () => {
    const rows = packageRows(manifest, data);
    const unplugin = install.packages['@pact-toolbox/unplugin@0.2.0'];
    expect(unplugin.install.ok).toBe(false);
    expect(rows.find((r) => r.name === '@pact-toolbox/unplugin')?.note).toBe(`npm install @pact-toolbox/unplugin@0.2.0 fails: ${unplugin.install.error}.`);
    const tx = install.packages['@pact-toolbox/transaction@0.2.0'].entries['@pact-toolbox/transaction'];
    expect(rows.find((r) => r.name === '@pact-toolbox/transaction')?.note).toBe(`npm install @pact-toolbox/transaction@0.2.0 works, but its import fails in Node: ${tx.error}.`);
    expect(rows.find((r) => r.name === '@pact-toolbox/chainweb-client')?.note).toBe('');
    const changed = structuredClone(install);
    changed.packages['@pact-toolbox/chainweb-client@0.1.0'].install = { ok: false, error: 'E404: gone' };
    expect(packageRows(manifest, { ...data, install: changed }).find((r) => r.name === '@pact-toolbox/chainweb-client')?.note).toBe('npm install @pact-toolbox/chainweb-client@0.1.0 fails: E404: gone.');
  });

  it('refuses a manifest that says unpublished for a package the data does not explain', () => {
    expect(() => packageRows(withPackages({ kda: null }), data)).toThrow(NpmStatusError);
    expect(() => packageRows(withPackages({ kda: null }), data)).toThrow(/@pact-toolbox\/kda.*NOT_ON_NPM/);
  });

  it('refuses data that calls a pinned package unpublished', () => {
    const contradicting = { ...data, notOnNpm: [...NOT_ON_NPM, { name: '@pact-toolbox/kda', what: 'x', instead: 'y' }] };
    expect(() => packageRows(manifest, contradicting)).toThrow(/pins @pact-toolbox\/kda at 0\.1\.0/);
  });

  it('refuses install data that has not checked a pinned version (a manifest moved on without a new check)', () => {
    expect(() => packageRows(withPackages({ signers: '9.9.9' }), data)).toThrow(/no install result for @pact-toolbox\/signers@9\.9\.9.*check:install -- --write/);
  });
});
