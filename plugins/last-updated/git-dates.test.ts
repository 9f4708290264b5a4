import { describe, expect, it } from 'vitest';
import { newestChangeByPath, readableDate } from './git-dates';

describe('newestChangeByPath', () => {
  it('keeps the first (newest) commit per path and skips lines before any header', () => {
    const log = ['stray.md', '\x001764201600', 'docs/intro.mdx', '', '\x001700000000', 'docs/intro.mdx', 'docs/setup/docker.mdx'].join('\n');
    const map = newestChangeByPath(log);
    expect(map.get('docs/intro.mdx')).toBe(1764201600000);
    expect(map.get('docs/setup/docker.mdx')).toBe(1700000000000);
    expect(map.has('stray.md')).toBe(false);
  });

  it('ignores a header whose time is not a number', () => {
    expect(newestChangeByPath('\x00abc\ndocs/a.md').size).toBe(0);
  });
});

describe('readableDate', () => {
  it('writes the day without the time, in UTC', () => {
    expect(readableDate(Date.UTC(2026, 10, 27, 23, 59, 59))).toBe('November 27, 2026');
    expect(readableDate(Date.UTC(2026, 0, 1, 0, 0, 1))).toBe('January 1, 2026');
  });
});
