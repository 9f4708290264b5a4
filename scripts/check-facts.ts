/**
 * Checks the facts the guide states without building the site:
 *   npx tsx scripts/check-facts.ts [docs folder]
 * Pact blocks always; CLI commands and flags when PACT_TOOLBOX_REPO names a toolkit
 * checkout; documented keys against this project's docs/api (generate it from
 * source first: PACT_TOOLBOX_REPO=<checkout> npm run api). Prints one line per
 * problem (page:line: name: reason. Fix: ...) and exits 1 if any fact fails. The error reference's entries
 * (config/errors, as docs/api/_data/errors.json shows them) go through the same checks, and their API names
 * must exist in the version docs/api documents.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCliDefinition } from '../api-gen/cli-definition';
import { apiDataDir, dataFile } from '../api-gen/data-files';
import { apiSourceMode } from '../api-gen/sidebar-data';
import { loadSymbolTable } from '../plugins/api-links/index';
import { guidePages, parsePage } from '../api-gen/guide-pages';
import { pactSyntaxProblems } from '../plugins/facts/pact-syntax';
import { formatProblem, pageProblems } from '../plugins/facts/remark-facts';
import { entryLines, errorEntryProblems, loadShownEntries } from '../plugins/facts/error-entries';
import { options } from '../config/options';

const projectDir = path.resolve(import.meta.dirname, '..');
const docs = path.resolve(process.argv[2] ?? path.join(projectDir, 'docs'));
const apiData = apiDataDir(path.join(projectDir, 'docs'));
const repo = options.toolkitRepo;
const cli = repo && existsSync(path.join(repo, 'apps/cli')) ? readCliDefinition(repo) : undefined;
const mode = apiSourceMode(apiData);
const symbols = loadSymbolTable(dataFile(apiData, 'symbols'));

const entries = loadShownEntries(apiData);
const problems = [
  ...guidePages(docs).flatMap((page) => pageProblems(parsePage(path.join(docs, page)), page, { symbols, cli, parsePact: pactSyntaxProblems })),
  // The error reference's entries, as the generated reference shows them (npm run api writes them).
  ...(entries ? errorEntryProblems(entries, { symbols, cli, parsePact: pactSyntaxProblems, lineOf: entryLines(path.join(projectDir, 'config/errors')) }) : []),
];
const failing = problems.filter((p) => p.kind !== 'cli-unchecked');
for (const p of failing) console.log(formatProblem(p));
const unchecked = problems.length - failing.length;
console.log(
  `check-facts: ${docs}: ${failing.length} problem(s); keys${entries ? ` and the ${entries.entries.length} error entries` : ''} checked against the ${mode} API reference${entries ? '' : ' (no error entries: run npm run api)'}; ${cli ? `CLI from ${repo}` : `${unchecked} CLI command(s) unchecked (set PACT_TOOLBOX_REPO)`}`,
);
process.exitCode = failing.length ? 1 : 0;
