import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ManifestError, parseManifest } from './manifest';
import { DOCUMENTED_PACKAGES } from './packages';

const all = (value: unknown) => Object.fromEntries(DOCUMENTED_PACKAGES.map((name) => [name, value]));

describe('parseManifest', () => {
  it('accepts the checked-in manifest and keeps overrides', () => {
    const pins = parseManifest(JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8')));
    expect(pins.filter((p) => !p.internal).map((p) => p.name).sort()).toEqual([...DOCUMENTED_PACKAGES].sort());
    expect(pins.find((p) => p.name === 'config')).toMatchObject({ version: null });
    expect(pins.find((p) => p.name === 'wallet-ui')).toMatchObject({ version: '0.1.0', entry: 'src/index.ts' });
    expect(pins.filter((p) => p.internal).map((p) => p.name).sort()).toEqual(['client', 'types', 'ui-shared', 'utils']);
  });

  it('rejects an unknown package by name', () => {
    expect(() => parseManifest({ packages: { ...all('1.0.0'), 'not-a-package': '1.0.0' } })).toThrow(/packages\."not-a-package": unknown package/);
  });

  it('rejects a malformed version and names the entry', () => {
    expect(() => parseManifest({ packages: { ...all('1.0.0'), network: '^0.4.0' } })).toThrow(ManifestError);
    expect(() => parseManifest({ packages: { ...all('1.0.0'), network: '^0.4.0' } })).toThrow(/packages\."network": "\^0\.4\.0" is not an exact version/);
    expect(() => parseManifest({ packages: { ...all('1.0.0'), kda: { version: 'latest' } } })).toThrow(/"kda"/);
  });

  it('rejects a missing package, unknown fields and escaping entries', () => {
    const { kda: _kda, ...rest } = all('1.0.0');
    expect(() => parseManifest({ packages: rest })).toThrow(/missing kda/);
    expect(() => parseManifest({ packages: { ...all('1.0.0'), kda: { version: '1.0.0', typo: 1 } } })).toThrow(/unknown field\(s\) typo/);
    expect(() => parseManifest({ packages: { ...all('1.0.0'), kda: { version: '1.0.0', entry: '../x.d.ts' } } })).toThrow(/entry/);
    expect(() => parseManifest({ packages: all('1.0.0'), internal: { utils: null } })).toThrow(/internal\."utils"/);
    expect(() => parseManifest([])).toThrow(ManifestError);
  });
});
