/**
 * npm run samples [-- <page.mdx> …]
 * Type-checks the guide's code samples the way the site build does, without
 * building the site: against the module map of the last `npm run api`
 * (registry, or the checkout PACT_TOOLBOX_REPO pointed at). Prints every
 * problem with page and line, then the summary line; exits 1 on a problem.
 */
import path from 'node:path';
import { apiDataDir } from '../api-gen/data-files';
import { listFiles } from '../api-gen/fs-utils';
import { options } from '../config/options';
import { isCheckedPage } from '../plugins/samples/fences';
import { checkPageFiles } from '../plugins/samples/pages';
import { formatProblem } from '../plugins/samples/remark';
import { loadSampleSetup, summaryLine } from '../plugins/samples/setup';

const projectDir = path.resolve(import.meta.dirname, '..');
const root = path.join(projectDir, options.docsRoot);
const setup = loadSampleSetup(apiDataDir(root), projectDir);
const args = process.argv.slice(2);
const pages = args.length
  ? args.map((p) => path.resolve(p))
  : listFiles(root).filter((f) => /\.mdx?$/.test(f) && isCheckedPage(f)).map((f) => path.join(root, f));

const { tallies, problems } = await checkPageFiles(pages, root, setup.checker, false);
for (const p of problems) console.log(formatProblem(p));
console.log(summaryLine(tallies, setup.mode));
process.exit(problems.length ? 1 : 0);
