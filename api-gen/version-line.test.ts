import { describe, expect, it } from 'vitest';
import { indexVersionLine, versionLine } from './version-line';

const pinned = { ref: '823a06cc9d088978612e9d72e158fa70133e733a', pinned: true, label: 'main @ 823a06c' };
const unpinned = { ref: 'main', pinned: false, label: 'main' };

describe('versionLine', () => {
  it('names the commit of a build from a checkout, with the package number beside it', () => {
    expect(versionLine({ mode: 'workspace', version: pinned }, '0.1.0')).toBe('Version: `main @ 823a06c` (package version 0.1.0)');
    expect(versionLine({ mode: 'workspace', version: pinned }, null)).toBe('Version: `main @ 823a06c`');
  });
  it('says when the source links are not pinned', () => {
    expect(versionLine({ mode: 'workspace', version: unpinned }, '0.1.0')).toBe('Version: `main` (package version 0.1.0; source links not pinned)');
  });
  it('names the npm release of a published package', () => {
    expect(versionLine({ mode: 'registry' }, '0.1.0')).toBe('Version: `npm 0.1.0`');
    expect(versionLine({ mode: 'registry' }, null)).toBe('Version: none, the package is not published on npm.');
  });
});

describe('indexVersionLine', () => {
  it('names the one version of a checkout, or points at the table for npm packages', () => {
    expect(indexVersionLine({ mode: 'workspace', version: pinned })).toBe('Version: `main @ 823a06c`');
    expect(indexVersionLine({ mode: 'registry' })).toMatch(/^Version: `npm`/);
  });
});
