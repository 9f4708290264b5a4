import { describe, expect, it } from 'vitest';
import { chromeExecutable } from './browser';

describe('chromeExecutable', () => {
  const only = (...paths: string[]) => (p: string) => paths.includes(p);
  it('prefers CHROME_PATH', () => {
    expect(chromeExecutable({ CHROME_PATH: '/opt/chrome' }, only('/opt/chrome', '/usr/bin/chromium'))).toBe('/opt/chrome');
  });
  it('explains a CHROME_PATH that does not exist', () => {
    expect(() => chromeExecutable({ CHROME_PATH: '/nope' }, only())).toThrow(/CHROME_PATH=\/nope does not exist/);
  });
  it('falls back to the system Chromium, then to Playwright’s own browser', () => {
    expect(chromeExecutable({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(chromeExecutable({}, only())).toBeUndefined();
  });
});
