import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api-gen,config,lib,plugins,theme,grammars,scripts,tests/support,tests/unit}/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    // beforeAll hooks run TypeDoc on fixtures; on a busy machine that takes well over the 10 s default.
    hookTimeout: 60_000,
  },
});
