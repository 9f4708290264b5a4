/**
 * The replacements on main of removed npm exports (reviewed data: config/replacements-on-main.ts) resolved against
 * what the versions pass computed: an entry is kept when its npm name is removed on main and its main name is in
 * main's symbol table; any other entry is a problem that names the data file's line, the cause and the fix, and is
 * dropped (the rest of the reference is written all the same). Pure.
 */
import type { PackageDiff } from './compare';

/** One reviewed entry: an npm export main removed, and what does its job on main. */
export interface MainReplacement {
  /** The package (its folder name) both names are exported from. */
  pkg: string;
  /** The npm release's export that main no longer has. */
  npm: string;
  /** What takes its place on main: an export, or `Class.member` for a static method. */
  main: string;
  /** How a call changes, in one short sentence, when it does. */
  note?: string;
  /** Where main defines it at the pinned commit: `packages/<pkg>/src/<file>:<line>`. */
  source: string;
}

/** The data file of the site, as problems name it (a fixture names its own). */
export const REPLACEMENTS_FILE = 'config/replacements-on-main.ts';

/** A list of replacements and where it is written, for problems that name the line. */
export interface ReplacementSource {
  entries: readonly MainReplacement[];
  /** The file, relative to the project ("config/replacements-on-main.ts"). */
  file: string;
  /** Its text, to find each entry's line. */
  text?: string;
}

export interface ResolvedReplacement extends MainReplacement {
  /** Its place in main's tree: the page path without `.md` and, for a member, the anchor ("signers/classes/KeyPairSigner#fromprivatekeyhex"). */
  target: string;
}

/** Package → removed npm name → what does its job on main. */
export type ReplacementMap = Record<string, Record<string, ResolvedReplacement>>;

/** The symbol-table key of a main name: "KeyPairSigner.fromPrivateKeyHex" → "signers/KeyPairSigner#fromPrivateKeyHex". */
export function symbolKey(pkg: string, main: string): string {
  const dot = main.indexOf('.');
  return dot < 0 ? `${pkg}/${main}` : `${pkg}/${main.slice(0, dot)}#${main.slice(dot + 1)}`;
}

/** The 1-based line of the data file's text that holds an entry (0 when it cannot be found). */
export function lineOfEntry(fileText: string, entry: Pick<MainReplacement, 'pkg' | 'npm'>): number {
  const lines = fileText.split('\n');
  const index = lines.findIndex((line) => line.includes(`pkg: '${entry.pkg}'`) && line.includes(`npm: '${entry.npm}'`));
  return index + 1;
}

export function resolveReplacements(
  source: ReplacementSource,
  diffs: readonly PackageDiff[],
  /** Main's symbol table: `pkg/Name` and `pkg/Name#member` → route under `mainRoot`. */
  mainSymbols: Readonly<Record<string, string>>,
  mainRoot: string,
): { map: ReplacementMap; problems: string[] } {
  const map: ReplacementMap = {};
  const problems: string[] = [];
  const byPkg = new Map(diffs.map((d) => [d.pkg, d]));
  for (const entry of source.entries) {
    const line = source.text ? lineOfEntry(source.text, entry) : 0;
    const where = line ? `${source.file}:${line}` : source.file;
    const diff = byPkg.get(entry.pkg);
    const say = (cause: string, fix: string) => problems.push(`${where}: the entry for ${entry.npm} (@pact-toolbox/${entry.pkg}) ${cause}; ${fix}. The entry is left out.`);
    if (!diff) {
      say('names a package neither version documents', 'correct `pkg`');
      continue;
    }
    if (!diff.removed.some((r) => r.name === entry.npm)) {
      say(`is not among the names main removed from npm ${diff.npmVersion ?? ''}`.replace(' .', '.'), 'correct `npm`, or delete the entry when main exports the name again');
      continue;
    }
    if (map[entry.pkg]?.[entry.npm]) {
      say('is listed twice', 'keep one of the two');
      continue;
    }
    const route = mainSymbols[symbolKey(entry.pkg, entry.main)];
    if (!route?.startsWith(mainRoot)) {
      say(`points at ${entry.main}, which main's reference of @pact-toolbox/${entry.pkg} does not document`, 'correct `main` (a static method is written `Class.method`)');
      continue;
    }
    (map[entry.pkg] ??= {})[entry.npm] = { ...entry, target: route.slice(mainRoot.length) };
  }
  return { map, problems };
}
