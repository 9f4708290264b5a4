import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROME_ARGS, chromeExecutable } from './tests/support/browser';
import { TIER_ENV, tierOf, tierProjects } from './tests/support/tiers';

const executablePath = chromeExecutable();
// Which tests run: DOCS_TEST_TIER=fast (npm test), full (npm run test:full), unset every test (tests/support/tiers.ts).
const tier = tierOf(process.env[TIER_ENV]);

export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshot baselines sit beside their spec under one name on every platform (tests/e2e/__screenshots__/).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: true,
  // One and a half per core, on CI and locally. Measured on two cores with the same build (all 386 tests, headless
  // shell): 2 workers 517 s, 3 workers 472 s, 4 workers 477 s. Playwright's default, half the cores, would run one.
  workers: '150%',
  retries: process.env.CI ? 1 : 0,
  // Bounds stop a test that hangs; they are not speed goals (those live in npm run bench). Three test runs side by
  // side on two cores (load average 19–25) took 4–5× as long as one at rest, and a 7 s test ran out of the old 30 s.
  // So a test gets at least 8× what it takes at rest in a whole run: 3 min here (the slowest tests without a bound of
  // their own take 16 s), more where a test says so, and a state wait 20 s (a first search answer or a route change
  // takes 1–3 s at rest).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  projects: tierProjects(tier),
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath, args: TEST_CHROME_ARGS },
  },
});
