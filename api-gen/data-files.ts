/**
 * The data api-gen writes beside the pages it generates (docs/api/_data/) for
 * the site build, the search and the scripts to read. One place for the folder
 * and every file name; api-gen writes them, everything else finds them here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_SEGMENT, NPM_SEGMENT } from './layout';

/** The data folder inside api-gen's output folder (docs/api). */
export const DATA_DIR = '_data';

export const DATA_FILES = {
  /** Route prefix → sidebar items of the API section (api-gen/sidebar-data.ts reads it). */
  sidebar: 'sidebar.json',
  /** `pkg/Name[#member]` → route: what the guide's `api:` links resolve against. */
  symbols: 'symbols.json',
  /** The input hash that lets an unchanged run skip TypeDoc, and the last run's report (its source mode). */
  stamp: 'stamp.json',
  /** Module specifier → declaration files, for type-checking the guide's code samples. */
  sampleModules: 'sample-modules.json',
  /** Build from source: the module map of the published packages, to check the samples against npm too (absent offline). */
  sampleModulesNpm: 'sample-modules-npm.json',
  /** What the samples are checked against, as their captions name it: the documented version and the npm versions. */
  sampleSources: 'sample-sources.json',
  /** The search's symbol directory: every symbol page and member (plugins/search/setup.ts reads it). */
  searchDirectory: 'search-directory.json',
  /** The error reference's entries as shown (cause and fix with the computed sentences), for the facts check. */
  errors: 'errors.json',
  /** The toolkit CLI's command tree (workspace mode only), for checking the guide's commands. */
  cli: 'cli.json',
  /** Each package's exports as declared (kind, normalised declaration, members): what the versions pass compares. */
  declarations: 'declarations.json',
} as const;

export type DataFile = keyof typeof DATA_FILES;

/** The data folder of the API reference generated under a documents folder: "docs" → "docs/api/_data". */
export function apiDataDir(docsRoot: string): string {
  return path.join(docsRoot, API_SEGMENT, DATA_DIR);
}

/** The data folder of the npm version of a two-version site ("docs" → "docs/npm/api/_data"), or undefined in a one-version site. */
export function npmApiDataDir(docsRoot: string): string | undefined {
  const dir = path.join(docsRoot, NPM_SEGMENT, API_SEGMENT, DATA_DIR);
  return existsSync(dir) ? dir : undefined;
}

/** One data file inside an API data folder (as returned by apiDataDir, or api-gen's output folder + DATA_DIR). */
export function dataFile(dataDir: string, file: DataFile): string {
  return path.join(dataDir, DATA_FILES[file]);
}
