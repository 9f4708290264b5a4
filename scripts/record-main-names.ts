/**
 * npx tsx scripts/record-main-names.ts <api dir built from the toolkit's source>
 *
 * Records the `api:` names of the toolkit's main at the pinned commit (.github/pact-toolbox-ref) into
 * config/main-api-names.json, so a registry build can tell a guide link to a name of main (a note: the guide teaches
 * main) from a name no version has (a typo: the build fails). Run it after bumping the pin, on the output of
 * `PACT_TOOLBOX_REPO=<checkout at the pin> npm run api` (or `npm run api -- --workspace <checkout> --out <dir>`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, dataFile } from '../api-gen/data-files';
import { MAIN_NAMES_FILE, mainNamesRecord, pinnedRef } from '../config/main-api-names';

const projectDir = path.resolve(import.meta.dirname, '..');
const apiDir = process.argv[2];
if (!apiDir) {
  console.error('record-main-names: name the API folder a source build wrote, e.g. docs/api (built with PACT_TOOLBOX_REPO set).');
  process.exit(1);
}
const dataDir = path.join(apiDir, DATA_DIR);
const stamp = JSON.parse(readFileSync(dataFile(dataDir, 'stamp'), 'utf8')) as { report?: { mode?: string } };
if (stamp.report?.mode !== 'workspace') {
  console.error(`record-main-names: ${apiDir} was built from the npm releases (mode "${stamp.report?.mode}"), not from the toolkit's source: build it with PACT_TOOLBOX_REPO=<checkout at the pinned commit>.`);
  process.exit(1);
}
const symbols = JSON.parse(readFileSync(dataFile(dataDir, 'symbols'), 'utf8')) as Record<string, string>;
const record = mainNamesRecord(pinnedRef(projectDir), Object.keys(symbols));
writeFileSync(path.join(projectDir, MAIN_NAMES_FILE), `${JSON.stringify(record, null, 1)}\n`);
console.log(`record-main-names: ${record.names.length} names of main at ${record.ref.slice(0, 7)} in ${MAIN_NAMES_FILE}`);
