/**
 * What a two-version site tells its version menu (`_data/versions.json` in each tree, written by api-gen's
 * versions pass, read by plugins/versions/): the versions, the pages each has, and the change pages. Browser-safe.
 */
export const VERSIONS_FILE = 'versions.json';

export interface VersionInfo {
  id: 'main' | 'npm';
  /** How the menu names it ("main @ 823a06c", "npm"). */
  label: string;
  /** The route prefix of its reference ("/api/", "/npm/api/"). */
  root: string;
}

export interface VersionsData {
  versions: VersionInfo[];
  /** Each version's symbol and package pages, as paths in its tree without `.md` ("signers/type-aliases/MessageSigner"). */
  pages: Record<'main' | 'npm', string[]>;
  /** The npm release of each published package. */
  npmVersions: Record<string, string>;
  /** Packages with a change page, with its title and counts. */
  changes: Record<string, { title: string; added: number; removed: number; changed: number; notCompared: number }>;
  /** An npm page whose name main removed → what does its job on main (its name, and its page path with the member's anchor). */
  replacements?: Record<string, { main: string; target: string }>;
}
