import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The browser the tests drive: CHROME_PATH when set, else a system Chromium
 * when one is installed, else Playwright's own download (undefined).
 */
export function chromeExecutable(env: NodeJS.ProcessEnv = process.env, exists: (p: string) => boolean = existsSync): string | undefined {
  if (env.CHROME_PATH) {
    if (!exists(env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH=${env.CHROME_PATH} does not exist: point it at a Chromium or Chrome binary, or unset it.`);
    }
    return env.CHROME_PATH;
  }
  return SYSTEM_CHROMIUM.find(exists);
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
