import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseManifest } from './manifest';
import { loadPackageMap, packageStatus, PackageMapError, parsePackageMap, placeOf, purposeOf, readmePurpose } from './package-map';

describe('the package map', () => {
  const map = loadPackageMap();
  const documented = parseManifest(JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8'))).filter((p) => !p.internal);

  it('places every documented package of the manifest in a group, with a purpose line', () => {
    for (const pin of documented) expect(placeOf(map, pin.name).purpose.length, pin.name).toBeGreaterThan(20);
    expect(Object.keys(map.packages).sort()).toEqual(documented.map((p) => p.name).sort());
  });

  it('names the package and the fix for one it does not place, and a group it does not list', () => {
    expect(() => placeOf(map, 'newcomer')).toThrow(/no entry for "newcomer".*add \{ "group"/);
    expect(() => parsePackageMap({ groups: ['A'], packages: { x: { group: 'B', purpose: 'Does x.' } } })).toThrow(PackageMapError);
    expect(() => parsePackageMap({ groups: ['A'], packages: { x: { group: 'A', purpose: ' ' } } })).toThrow(/"x" needs a one-line "purpose"/);
  });
});

describe('purposeOf', () => {
  const place = { group: 'Wallets', purpose: 'Our line.' };
  it("prefers the package's description, then its README's first sentence, then our line", () => {
    expect(purposeOf({ description: 'Its own words', readme: '# x\n\nReadme words. More.' }, place)).toBe('Its own words');
    expect(purposeOf({ description: '', readme: '# x\n\nReadme words. More.' }, place)).toBe('Readme words.');
    expect(purposeOf({ description: ' ', readme: '' }, place)).toBe('Our line.');
    expect(purposeOf({ description: '', readme: null }, place)).toBe('Our line.');
  });
  it('reads a tagline written as a quote, not a callout, and nothing below the first section', () => {
    expect(readmePurpose('# @pact-toolbox/x\n\n> Builds things for Pact\n\n## Overview\n\nLong text.')).toBe('Builds things for Pact');
    expect(readmePurpose('# x\n\n> [!NOTE]\n> Experimental.\n\nDoes y. Then z.')).toBe('Does y.');
    expect(readmePurpose('# x\n\n## Install\n\nnpm i x')).toBeUndefined();
  });
});

describe('packageStatus', () => {
  const base = { mode: 'registry' as const, npmVersion: '0.2.0', outcome: { installs: true, imports: true }, failed: false };
  it('differs where the packages differ: release, install, import, only on main', () => {
    expect(packageStatus(base)).toBe('npm 0.2.0: installs and imports');
    expect(packageStatus({ ...base, outcome: { installs: true, imports: false } })).toBe('npm 0.2.0: installs, import fails');
    expect(packageStatus({ ...base, outcome: { installs: false, imports: false } })).toBe('npm 0.2.0: install fails');
    expect(packageStatus({ ...base, outcome: undefined })).toBe('npm 0.2.0');
    expect(packageStatus({ ...base, npmVersion: null })).toBe('not on npm');
    expect(packageStatus({ ...base, mode: 'workspace', npmVersion: null })).toBe('only on main (not on npm)');
    expect(packageStatus({ ...base, failed: true })).toBe('failed: see its page');
  });
});
