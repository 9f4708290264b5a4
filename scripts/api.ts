/**
 * npm run api [-- --workspace <checkout> [--ref <commit>]] [--fetch-toolkit] [--strict] [--force] [--out <dir>]
 *   [--manifest <file>] [--packages a,b] [--errors <dir>] [--replacements <module>] (the last four for fixtures: pins,
 *   packages, error entries, the replacements on main of removed npm names)
 * Writes the API reference: with the toolkit's source (PACT_TOOLBOX_REPO, --workspace, or with --fetch-toolkit a
 * clone at the pinned commit), main into docs/api and the npm releases into docs/npm/api; without it, the npm
 * releases alone into docs/api.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPLACEMENTS_FILE, type ReplacementSource } from '../api-gen/versions/replacements';
import { parseArgs } from 'node:util';
import { options } from '../config/options';
import { ManifestError } from '../api-gen/manifest';
import { formatProblem } from '../api-gen/problems';
import type { GenerateReport } from '../api-gen/generate';
import { generateBoth } from '../api-gen/versions/generate-both';
import { installOutcomes, parseInstallData } from '../api-gen/install-results';
import { toolkitCheckout } from './toolkit-checkout';

const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function summary(report: GenerateReport, label: string): void {
  if (report.skipped) {
    console.log(`api-gen: ${label}: inputs unchanged, kept (${report.pageCount} pages, ${report.mode}) in ${report.seconds.toFixed(2)} s`);
    for (const problem of report.problems) console.error(formatProblem(problem));
    return;
  }
  for (const warning of report.warnings) console.warn(`api-gen: typedoc: ${warning}`);
  const packages = report.packages.map((p) => `${p.name} ${p.status === 'documented' ? p.pages : p.status}`).join(', ');
  console.log(`api-gen: ${label}: ${report.pageCount} pages from ${report.mode} in ${report.seconds.toFixed(2)} s (${packages})`);
}

/** A replacements module (the site's, or a fixture's given on the command line): its entries and text, named relative to the project. */
async function replacementsModule(file: string): Promise<ReplacementSource> {
  const mod = (await import(pathToFileURL(file).href)) as { REPLACEMENTS_ON_MAIN?: ReplacementSource['entries'] };
  if (!mod.REPLACEMENTS_ON_MAIN) throw new Error(`api: ${file} exports no REPLACEMENTS_ON_MAIN; export the list under that name, as config/replacements-on-main.ts does`);
  return { entries: mod.REPLACEMENTS_ON_MAIN, file: path.relative(projectDir, file), text: readFileSync(file, 'utf8') };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      workspace: { type: 'string' },
      ref: { type: 'string' },
      strict: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'fetch-toolkit': { type: 'boolean', default: false },
      manifest: { type: 'string' },
      out: { type: 'string' },
      packages: { type: 'string' },
      errors: { type: 'string' },
      replacements: { type: 'string' },
    },
  });
  const fetch = values['fetch-toolkit'] && options.toolkitFetch;
  const workspace = values.workspace ?? options.toolkitRepo ?? (fetch ? toolkitCheckout({ projectDir }) : undefined);
  const strict = values.strict || options.strict;
  const outDir = path.resolve(values.out ?? path.join(projectDir, options.docsRoot, 'api'));
  const report = await generateBoth({
    projectDir,
    outDir,
    npmOutDir: path.join(path.dirname(outDir), 'npm', 'api'),
    // The guide whose `api:` links become "In the guide" lists: the documents folder the reference is written into.
    guideDir: path.dirname(outDir),
    cacheDir: path.join(projectDir, '.cache/api-gen'),
    workspace,
    ref: values.ref ?? options.toolkitRef,
    manifestFile: values.manifest,
    packages: values.packages?.split(',').map((p) => p.trim()).filter(Boolean),
    force: values.force,
    errorEntriesDir: values.errors && path.resolve(values.errors),
    npmOutcomes: installOutcomes(parseInstallData(JSON.parse(readFileSync(path.join(projectDir, 'config/npm-install.json'), 'utf8')))),
    replacements: await replacementsModule(path.resolve(projectDir, values.replacements ?? REPLACEMENTS_FILE)),
    log: (line) => console.error(line),
  });
  if (report.main) summary(report.main, 'main');
  summary(report.npm, report.main ? 'npm' : 'npm (one version)');
  if (report.diffs) {
    const totals = report.diffs.reduce((t, d) => ({ added: t.added + d.added.length, removed: t.removed + d.removed.length, changed: t.changed + d.changed.length }), { added: 0, removed: 0, changed: 0 });
    console.log(`api-gen: versions: main and npm side by side, ${report.diffs.length} change pages (${totals.added} added on main, ${totals.removed} removed, ${totals.changed} changed)`);
  }
  const problems = [...(report.main?.problems ?? []), ...(report.main ? [] : report.npm.problems), ...(report.replacementProblems ?? [])];
  if (strict && problems.length) {
    console.error(`api-gen: --strict: ${problems.length} problem(s) above (packages that could not be documented, error messages without an entry, replacements on main that do not resolve).`);
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
