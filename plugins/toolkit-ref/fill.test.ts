import { describe, expect, it } from 'vitest';
import { fillCommits, parseToolkitLink, ToolkitRefError, toolkitSourceUrl } from './fill';

const commits = { pin: '98c9a6536e68fbc2d7c82b664776733d8553c08b', mainAhead: '823a06cc9d088978612e9d72e158fa70133e733a' };

describe('fillCommits', () => {
  it('writes the short pin and the short main commit where their placeholders stand', () => {
    expect(fillCommits('git checkout %toolkit-commit% # at %toolkit-commit%', commits)).toBe('git checkout 98c9a65 # at 98c9a65');
    expect(fillCommits('Coming on main (%toolkit-main-commit%)', commits)).toBe('Coming on main (823a06c)');
  });
  it('leaves text without placeholders as it is', () => {
    expect(fillCommits('50% of toolkit-commit', commits)).toBe('50% of toolkit-commit');
  });
  it('rejects a misspelt placeholder, naming it and the ones that exist', () => {
    expect(() => fillCommits('at %toolkit-comit%', commits)).toThrow(ToolkitRefError);
    expect(() => fillCommits('at %toolkit-comit%', commits)).toThrow(/"%toolkit-comit%" is not a toolkit placeholder: write one of %toolkit-commit%, %toolkit-main-commit%/);
  });
});

describe('toolkit source links', () => {
  it('point at the file at the pin, with the line anchor GitHub reads', () => {
    expect(toolkitSourceUrl('toolkit:packages/node-utils/src/logger.ts#L43-L44', commits.pin)).toBe(
      'https://github.com/kadena-community/pact-toolbox/blob/98c9a65/packages/node-utils/src/logger.ts#L43-L44',
    );
    expect(toolkitSourceUrl('toolkit:apps/cli/src/commands/doctor.ts#L159', commits.pin)).toMatch(/\/blob\/98c9a65\/apps\/cli\/src\/commands\/doctor\.ts#L159$/);
    expect(toolkitSourceUrl('toolkit:packages/network/README.md', commits.pin)).toMatch(/\/packages\/network\/README\.md$/);
    expect(toolkitSourceUrl('toolkit:x.ts#L7-L7', commits.pin)).toMatch(/x\.ts#L7$/);
  });
  it('read their lines', () => {
    expect(parseToolkitLink('toolkit:a/b.ts#L10-L12')).toEqual({ path: 'a/b.ts', lines: { from: 10, to: 12 } });
    expect(parseToolkitLink('toolkit:a/b.ts')).toEqual({ path: 'a/b.ts' });
  });
  it('reject what names no file or runs backwards, saying how to write one', () => {
    for (const bad of ['toolkit:', 'toolkit:/abs.ts', 'toolkit:../up.ts', 'toolkit:a.ts#10', 'toolkit:a.ts#L12-L10', 'toolkit:a.ts#L0', 'https://x/a.ts']) {
      expect(() => parseToolkitLink(bad), bad).toThrow(/write toolkit:<path in the toolkit repository>/);
    }
  });
});
