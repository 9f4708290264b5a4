/** One api-gen run for the benchmark: prints {seconds, maxRssMb, skipped, pages} as JSON. */
import path from 'node:path';
import { generate } from '../api-gen/generate';

const [outDir, cacheDir] = process.argv.slice(2);
const started = performance.now();
const report = await generate({
  projectDir: path.resolve(import.meta.dirname, '..'),
  outDir,
  cacheDir,
  workspace: process.env.PACT_TOOLBOX_REPO || undefined,
  force: process.env.API_GEN_FORCE === '1',
});
console.log(
  JSON.stringify({
    seconds: (performance.now() - started) / 1000,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    skipped: report.skipped,
    pages: report.pageCount,
    problems: report.problems.length,
  }),
);
