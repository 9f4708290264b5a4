import { describe, expect, it } from 'vitest';
import manifest from '../../api-gen/manifest.json';
import { DEPENDS_ON_UNPUBLISHED, NOT_ON_NPM, OTHER_PUBLISHED } from '../../config/npm-status';
import { NpmStatusError, packageRows } from './published-packages';

/** The real manifest with some packages changed. */
function withPackages(changes: Record<string, string | null>) {
  return { ...manifest, packages: { ...manifest.packages, ...changes } };
}

const data = { notOnNpm: NOT_ON_NPM, otherPublished: OTHER_PUBLISHED, dependsOnUnpublished: DEPENDS_ON_UNPUBLISHED };

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
    const rows = packageRows(changed, withNetwork);
    expect(rows.find((r) => r.name === '@pact-toolbox/transaction')?.version).toBe('9.9.9');
    expect(rows.find((r) => r.name === '@pact-toolbox/network')).toEqual({ name: '@pact-toolbox/network', version: null, note: 'Networks. Build it.' });
    expect(rows.find((r) => r.name === '@pact-toolbox/config')).toMatchObject({ version: null });
  });

  it('puts documented packages first, internal ones next, then the unscoped names and other packages', () => {
    const names = packageRows(manifest, data).map((r) => r.name);
    expect(names.indexOf('@pact-toolbox/wallet-ui')).toBeLessThan(names.indexOf('@pact-toolbox/types'));
    expect(names.indexOf('@pact-toolbox/ui-shared')).toBeLessThan(names.indexOf('pact-toolbox'));
    expect(names).toContain('pactup');
    expect(names.at(-1)).toBe('@pactup/linux-x64-gnu');
  });

  it('marks the published packages whose install fails because they depend on the unpublished config', () => {
    const rows = packageRows(manifest, data);
    expect(rows.find((r) => r.name === '@pact-toolbox/unplugin')?.note).toMatch(/E404.*@pact-toolbox\/config/);
    expect(rows.find((r) => r.name === '@pact-toolbox/transaction')?.note).toBe('');
  });

  it('refuses a manifest that says unpublished for a package the data does not explain', () => {
    expect(() => packageRows(withPackages({ kda: null }), data)).toThrow(NpmStatusError);
    expect(() => packageRows(withPackages({ kda: null }), data)).toThrow(/@pact-toolbox\/kda.*NOT_ON_NPM/);
  });

  it('refuses data that calls a pinned package unpublished', () => {
    const contradicting = { ...data, notOnNpm: [...NOT_ON_NPM, { name: '@pact-toolbox/kda', what: 'x', instead: 'y' }] };
    expect(() => packageRows(manifest, contradicting)).toThrow(/pins @pact-toolbox\/kda at 0\.1\.0/);
  });

  it('refuses a failing-install entry for a package the manifest does not know', () => {
    expect(() => packageRows(manifest, { ...data, dependsOnUnpublished: ['nope'] })).toThrow(/"nope"/);
  });
});
