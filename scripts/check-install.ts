/**
 * npm run check:install: installs every package the guide tells readers to take from npm into a fresh project and
 * imports its entry points (plugins/install-check/), then compares the outcome with config/npm-install.json, the
 * data the guide's npm table and install notes are rendered from.
 *   --write   write the fresh outcome into the data file instead of comparing
 * Exit codes: 0 agree (or written), 1 the data disagrees with the registry, 2 the registry cannot be reached,
 * before or during the run (nothing is compared or written: never a pass).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseManifest } from '../api-gen/manifest';
import { checkAll } from '../plugins/install-check/run';
import { differences, type InstallData, parseInstallData } from '../api-gen/install-results';
import { factsDifferences, factsOf, PACKAGE_FACTS_FILE, parsePackageFactsData } from '../api-gen/package-facts';
import { probeRegistry, skipMessage, unreachableDuringRun } from '../plugins/install-check/registry';
import { installTargets } from '../plugins/install-check/targets';
import { PACTUP_CHECKED_PLATFORM, SCOPED_UNDOCUMENTED } from '../config/npm-status';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_FILE = path.join(ROOT, 'config/npm-install.json');
const FACTS_FILE = path.join(ROOT, PACKAGE_FACTS_FILE);

function guideTexts(dir = path.join(ROOT, 'docs')): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !path.join(e.parentPath, e.name).includes(`${path.sep}api${path.sep}`))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'));
}

async function main() {
  const write = process.argv.includes('--write');
  const npmVersion = (await exec('npm', ['--version'])).stdout.trim();
  const skip = await probeRegistry(() => exec('npm', ['view', '@pact-toolbox/chainweb-client', 'name'], { timeout: 30_000 }));
  if (skip) {
    console.error(skip);
    process.exit(2);
  }
  const pins = parseManifest(JSON.parse(readFileSync(path.join(ROOT, 'api-gen/manifest.json'), 'utf8')));
  const targets = installTargets(pins, guideTexts(), PACTUP_CHECKED_PLATFORM, SCOPED_UNDOCUMENTED);
  const started = Date.now();
  const packages = await checkAll(targets, 3, (t, r) => {
    const failing = [r.install, ...Object.values(r.entries)].filter((o) => !o.ok).length;
    console.log(`check:install: ${t.name}@${t.version}: ${r.install.ok ? 'installs' : 'install fails'}${r.install.ok ? `, ${Object.keys(r.entries).length - failing}/${Object.keys(r.entries).length} entries load` : ''}`);
  });
  const lost = unreachableDuringRun(packages);
  if (lost) {
    // Neither written nor compared: a network failure says nothing about the package.
    console.error(skipMessage(`it stopped answering during the run: ${lost}`));
    process.exit(2);
  }
  const checkedOn = new Date().toISOString().slice(0, 10);
  // What each package.json declares goes to a file of its own: only the Packages on npm page loads it.
  const freshFacts = factsOf(packages, checkedOn);
  const fresh: InstallData = {
    checkedOn,
    node: process.version,
    npm: npmVersion,
    packages: Object.fromEntries(Object.entries(packages).map(([name, { facts: _facts, ...result }]) => [name, result])),
  };
  console.log(`check:install: ${targets.length} packages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (write) {
    writeFileSync(DATA_FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    const { $comment } = JSON.parse(readFileSync(FACTS_FILE, 'utf8')) as { $comment?: string };
    writeFileSync(FACTS_FILE, `${JSON.stringify({ $comment, ...freshFacts }, null, 2)}\n`);
    console.log(`check:install: wrote ${path.relative(ROOT, DATA_FILE)} and ${PACKAGE_FACTS_FILE}`);
    return;
  }
  const problems = [
    ...differences(parseInstallData(JSON.parse(readFileSync(DATA_FILE, 'utf8'))), fresh),
    ...factsDifferences(parsePackageFactsData(JSON.parse(readFileSync(FACTS_FILE, 'utf8'))), freshFacts),
  ];
  if (problems.length) {
    console.error(`check:install: ${path.relative(ROOT, DATA_FILE)} or ${PACKAGE_FACTS_FILE} disagrees with the registry:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix: check the guide's install advice against this, then run "npm run check:install -- --write" and commit the data.`);
    process.exit(1);
  }
  console.log(`check:install: ${path.relative(ROOT, DATA_FILE)} and ${PACKAGE_FACTS_FILE} agree with the registry`);
}

await main();
