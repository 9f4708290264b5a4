import { defineConfig, devices } from '@playwright/test';
import { CHROME_ARGS, chromeExecutable } from './tests/support/browser';

const executablePath = chromeExecutable();

export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshot baselines sit beside their spec under one name on every platform (tests/e2e/__screenshots__/).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: true,
  // Two on CI's two cores; locally one per core (Playwright's default, half the cores, would run one worker on a
  // two-core machine and double the run). A third worker on two cores was no faster: 792 against 779 s of tests.
  workers: process.env.CI ? 2 : '100%',
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath, args: CHROME_ARGS },
  },
});
