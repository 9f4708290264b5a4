import { describe, expect, it } from 'vitest';
import { chromeExecutable, HEADLESS_SHELL } from './browser';

describe('chromeExecutable', () => {
  const only = (...paths: string[]) => (p: string) => paths.includes(p);
  it('prefers CHROME_PATH', () => {
    expect(chromeExecutable({ CHROME_PATH: '/opt/chrome' }, only('/opt/chrome', '/usr/bin/chromium', HEADLESS_SHELL))).toBe('/opt/chrome');
    expect(chromeExecutable({ CHROME_PATH: '/opt/chrome' }, only('/opt/chrome', '/usr/bin/chromium'), 'measure')).toBe('/opt/chrome');
  });
  it('explains a CHROME_PATH that does not exist', () => {
    expect(() => chromeExecutable({ CHROME_PATH: '/nope' }, only())).toThrow(/CHROME_PATH=\/nope does not exist/);
  });
  it('runs the tests in the headless shell and measures in a full browser when both are installed', () => {
    const both = only('/usr/bin/chromium', HEADLESS_SHELL);
    expect(chromeExecutable({}, both)).toBe(HEADLESS_SHELL);
    expect(chromeExecutable({}, both, 'measure')).toBe('/usr/bin/chromium');
  });
  it('falls back to the other kind, then to Playwright’s own browser', () => {
    expect(chromeExecutable({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(chromeExecutable({}, only(HEADLESS_SHELL), 'measure')).toBe(HEADLESS_SHELL);
    expect(chromeExecutable({}, only())).toBeUndefined();
  });
});
