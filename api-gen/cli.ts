/**
 * npm run api [-- --workspace <checkout> [--ref <commit>]] [--strict] [--force]
 * Writes the API reference into docs/api. PACT_TOOLBOX_REPO=<checkout> also
 * selects the workspace source.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { options } from '../config/options';
import { generate } from './generate';
import { ManifestError } from './manifest';
import { formatProblem } from './problems';

const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      workspace: { type: 'string' },
      ref: { type: 'string' },
      strict: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      manifest: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const workspace = values.workspace ?? options.toolkitRepo;
  const strict = values.strict || options.strict;
  const report = await generate({
    projectDir,
    outDir: path.resolve(values.out ?? path.join(projectDir, 'docs/api')),
    cacheDir: path.join(projectDir, '.cache/api-gen'),
    workspace,
    ref: values.ref ?? options.toolkitRef,
    manifestFile: values.manifest,
    force: values.force,
    log: (line) => console.error(line),
  });
  if (report.skipped) {
    console.log(`api-gen: inputs unchanged, kept docs/api (${report.pageCount} pages, ${report.mode}) in ${report.seconds.toFixed(2)} s`);
    for (const problem of report.problems) console.error(formatProblem(problem));
  } else {
    for (const warning of report.warnings) console.warn(`api-gen: typedoc: ${warning}`);
    const summary = report.packages.map((p) => `${p.name} ${p.status === 'documented' ? p.pages : p.status}`).join(', ');
    console.log(`api-gen: ${report.pageCount} pages from ${report.mode} in ${report.seconds.toFixed(2)} s (${summary})`);
  }
  if (strict && report.problems.length) {
    console.error(`api-gen: --strict: ${report.problems.length} problem(s) above (packages that could not be documented, error messages without an entry).`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof ManifestError) console.error(`api-gen: ${error.message}`);
    else console.error(`api-gen: ${error instanceof Error ? error.message : error}`);
    if (!(error instanceof ManifestError) && process.env.DEBUG) console.error(error);
    process.exit(1);
  },
);
