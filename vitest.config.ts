import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api-gen,config,search,theme,grammars,scripts,tests/unit}/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
  },
});
