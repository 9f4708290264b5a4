import { describe, expect, it } from 'vitest';
import { readOptions } from '../config/options';
import { resolvePort } from '../config/env';
import { settingOrExit } from './settings';

/** What the command prints and the code it exits with, for one setting read. */
function outcome<T>(read: () => T): { lines: string[]; code?: number; value?: T } {
  const lines: string[] = [];
  const exit = (code: number): never => {
    throw Object.assign(new Error('exit'), { code });
  };
  try {
    return { lines, value: settingOrExit('serve', read, exit, (l) => lines.push(l)) };
  } catch (error) {
    return { lines, code: (error as { code: number }).code };
  }
}

describe('a bad setting', () => {
  it('ends with one line naming the variable, its value and what is accepted', () => {
    expect(outcome(() => resolvePort('abc'))).toEqual({ lines: ['serve: PORT="abc" is not a port: use a whole number from 1 to 65535 (e.g. 4173, the default), or 0 for any free port.'], code: 1 });
    expect(outcome(() => resolvePort('70000', '--port')).lines[0]).toMatch(/^serve: --port="70000" is not a port/);
    const base = outcome(() => readOptions({ DOCS_BASE: 'a b' }).base());
    expect(base.lines).toHaveLength(1);
    expect(base.lines[0]).toMatch(/^serve: DOCS_BASE="a b" is not a single path segment: use a value such as "\/pact-toolbox\/"/);
    const site = outcome(() => readOptions({ DOCS_SITE_URL: 'example.org' }).siteUrl());
    expect(site.lines[0]).toMatch(/^serve: DOCS_SITE_URL="example.org" is not an http\(s\) address/);
    expect(site.code).toBe(1);
  });
  it('passes a good value through, and any other error as it is', () => {
    expect(outcome(() => resolvePort('4173'))).toEqual({ lines: [], value: 4173 });
    expect(outcome(() => resolvePort('0')).value).toBe(0);
    expect(() => settingOrExit('x', () => {
      throw new TypeError('a bug');
    })).toThrow(TypeError);
  });
});
