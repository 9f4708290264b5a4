import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './env';
import { OPTION_SPECS, type OptionName, readmeRow, readOptions } from './options';

/** The rows of the "Environment variables" table in dev-docs/commands.md (the README links it). */
function readmeRows(): string[] {
  const readme = readFileSync(path.join(__dirname, '../dev-docs/commands.md'), 'utf8');
  const section = readme.split('\n## Environment variables\n')[1]?.split('\n## ')[0] ?? '';
  return section.split('\n').filter((line) => line.startsWith('| `'));
}

describe('the README table of environment variables', () => {
  it('has one row per declared variable, in order, saying what config/options.ts says', () => {
    const expected = (Object.keys(OPTION_SPECS) as OptionName[]).map(readmeRow);
    expect(readmeRows()).toEqual(expected);
  });
});

describe('readOptions', () => {
  it('gives the declared defaults for an empty environment', () => {
    const o = readOptions({});
    expect(o.docsRoot).toBe('docs');
    expect(o.outDir).toBe('doc_build');
    expect(o.port).toBe('4173');
    expect(o.strict).toBe(false);
    expect(o.benchScale).toEqual([1000, 2500, 5000]);
    expect(o.base()).toBe('/');
    expect(o.siteUrl().home).toBe('http://127.0.0.1:4173/');
    expect(o.remoteSearch()).toBeUndefined();
  });
  it('reads DOCS_STRICT as on only when it is 1', () => {
    expect(readOptions({ DOCS_STRICT: '1' }).strict).toBe(true);
    expect(readOptions({ DOCS_STRICT: 'true' }).strict).toBe(false);
  });
  it('resolves the site URL against the base', () => {
    const o = readOptions({ DOCS_BASE: 'pact-toolbox', DOCS_SITE_URL: 'https://example.org' });
    expect(o.siteUrl().home).toBe('https://example.org/pact-toolbox/');
  });
  it('checks a bad value only when it is used, naming the variable', () => {
    const o = readOptions({ DOCS_BASE: '/a/b/' });
    expect(o.docsRoot).toBe('docs');
    expect(() => o.base()).toThrow(ConfigError);
    expect(() => o.base()).toThrow(/DOCS_BASE/);
  });
});
