/**
 * The `api:` names of the toolkit's main at the pinned commit (config/main-api-names.json, written by
 * scripts/record-main-names.ts). A registry build documents the npm releases only; with these it tells a guide link
 * to a name only main has (the guide teaches main: a note) from a name no version has (a typo: the build fails).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export { pinnedRef } from './toolkit-pin';

export const MAIN_NAMES_FILE = 'config/main-api-names.json';

export interface MainNames {
  /** The toolkit commit the names were read at. */
  ref: string;
  /** Symbol-table keys: `package/Name` and `package/Name#member`, sorted. */
  names: string[];
}

export function mainNamesRecord(ref: string, names: readonly string[]): MainNames {
  return { ref, names: [...new Set(names)].sort() };
}

/** The recorded names, or undefined when the file is missing. */
export function loadMainNames(projectDir: string): MainNames | undefined {
  const file = path.join(projectDir, MAIN_NAMES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MainNames) : undefined;
}
