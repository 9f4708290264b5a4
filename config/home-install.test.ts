import { describe, expect, it } from 'vitest';
import manifest from '../api-gen/manifest.json';
import { parseManifest } from '../api-gen/manifest';
import { INSTALL_DATA } from '../plugins/install-check/runtime/install-data';
import { registryInstalls } from '../plugins/install-check/page-installs';
import { HOME_INSTALL } from './home-install';

describe('the home page install line', () => {
  const name = HOME_INSTALL.packageName.replace('@pact-toolbox/', '');
  const pin = parseManifest(manifest).find((p) => p.name === name);

  it('installs the package it names, from the registry, the name last (the page keeps it on one line)', () => {
    expect([...registryInstalls(HOME_INSTALL.command)]).toEqual([name]);
    expect(HOME_INSTALL.command.endsWith(` ${HOME_INSTALL.packageName}`)).toBe(true);
  });

  it('names a release the install check found installing, with every entry point importing', () => {
    expect(pin?.version).toMatch(/^\d+\.\d+\.\d+/);
    const result = INSTALL_DATA.packages[`${HOME_INSTALL.packageName}@${pin?.version}`];
    expect(result?.install.ok).toBe(true);
    const entries = Object.values(result?.entries ?? {});
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.ok)).toBe(true);
  });
});
