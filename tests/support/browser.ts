import { existsSync } from 'node:fs';

/** Full browsers: what a reader runs. Lighthouse and the bench measure with one of these when present. */
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the browser around it.
 * The browser tests need no window, and it runs them faster than the full browser in headless mode (two cores, two
 * workers, the same build: the page-level axe spec 69 s instead of 112 s; the whole browser suite about 9 minutes
 * instead of about 13). The screenshot baselines (tests/e2e/__screenshots__/) are taken with it.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Which kind of browser a caller wants first: the headless shell for tests, a full browser for measurements. */
export type BrowserKind = 'tests' | 'measure';

const CANDIDATES: Record<BrowserKind, string[]> = {
  tests: [HEADLESS_SHELL, ...FULL_BROWSERS],
  measure: [...FULL_BROWSERS, HEADLESS_SHELL],
};

/**
 * The browser to drive: CHROME_PATH when set, else a system Chromium of the wanted kind when one is installed,
 * else the other kind, else Playwright's own download (undefined).
 */
export function chromeExecutable(env: NodeJS.ProcessEnv = process.env, exists: (p: string) => boolean = existsSync, kind: BrowserKind = 'tests'): string | undefined {
  if (env.CHROME_PATH) {
    if (!exists(env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH=${env.CHROME_PATH} does not exist: point it at a Chromium or Chrome binary, or unset it.`);
    }
    return env.CHROME_PATH;
  }
  return CANDIDATES[kind].find(exists);
}

/** The browser the bench and Lighthouse measure in: a full one when installed (CHROME_PATH still wins). */
export const measuringBrowser = (): string | undefined => chromeExecutable(process.env, existsSync, 'measure');

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * The browser tests' flags: CHROME_ARGS, and V8 without its helper threads (`--single-threaded`: no concurrent
 * compilation or garbage collection beside the page's own thread). The tests keep both cores busy with three
 * browsers, so the helpers' work only competes with the other workers; without it a page costs the machine less
 * (measured on 30 pages of the whole-site axe run, one worker: 65 → 42 s of processor time, 38 → 30 s of wall time).
 * Not for the bench or Lighthouse, which measure what a reader's browser does.
 */
export const TEST_CHROME_ARGS = [...CHROME_ARGS, '--js-flags=--single-threaded'];
