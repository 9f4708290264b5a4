import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api-gen,config,lib,plugins,theme,grammars,scripts,tests/support,tests/unit}/**/*.test.{ts,tsx}'],
    // The searcher's readers' words, which a site build inlines (plugins/search/runtime/concept-data.ts).
    setupFiles: ['plugins/search/concept-globals.ts'],
    testTimeout: 60_000,
    // beforeAll hooks run TypeDoc on fixtures; on a busy machine that takes well over the 10 s default.
    hookTimeout: 60_000,
    // One module graph per worker instead of a fresh one per file: importing it again for each of ~150 files took
    // two thirds of the run (67 → 29 s on two cores). Safe because no test mocks modules, stubs globals or changes
    // process.env; the run passes in shuffled order.
    isolate: false,
    // One worker per core. Vitest's default outside watch mode is one fewer than the cores, so a single worker on a
    // two-core machine: 29–32 s there against 23 s with two (three: 25 s).
    maxWorkers: '100%',
  },
});
