/**
 * The error reference, from whichever source api-gen documents: every message
 * read from the packages' code (collect.ts, sources.ts), our cause and fix for
 * each from config/errors/<package>.json (page.ts), written as docs/api/errors.md.
 * Three sentences are computed, never written by hand: an entry whose throw sites
 * sit only in modules that cannot load, or that only a package entry that cannot load reaches, says it cannot
 * occur (loadable.ts), and a
 * registry build looks each message the entries do not name up on main, across
 * all packages, and says where main throws it now, and where the release throws a
 * message from other code than main's, says so and how (throw-context.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_URL } from '../packages';
import { gitHead } from '../source-ref';
import type { SourceResult } from '../sources/types';
import { readErrors, resolveErrors, type ErrorSite } from './collect';
import { behindEntrySentence, modulesBehindEntries, packageEntryFiles, unloadableModules, unloadableSentence } from './loadable';
import { errorPage, groupByMessage, type ErrorEntries, type ErrorEntry, type ErrorPage, type PackageErrors } from './page';
import { errorSourceFiles, type SourceFile } from './sources';
import { readJsonFile } from '../json-file';
import { contextDifference, differenceSentence, throwContexts, type ThrowContext } from './throw-context';

export { ERRORS_FILE } from '../layout';


/**
 * An entry as written: its cause and fix follow main; `npm`, when given, is what the registry build shows instead
 * (for an entry whose words name API that the published version does not have, or whose message the release throws
 * from other code). An entry of a message only the release throws has `npm` alone.
 */
export type WrittenEntry = ErrorEntry & { npm?: ErrorEntry };

/**
 * Reads config/errors/<package>.json files: `{ "entries": { message: { cause, fix, npm?: { cause, fix } } } }`, or
 * `{ npm: { cause, fix } }` alone for a message only the release throws. For `main` those are left out; for `npm`
 * they are in, their npm words as cause and fix.
 */
export function loadErrorEntries(dir: string, version: 'main' | 'npm' = 'main'): ErrorEntries {
  if (!existsSync(dir)) return {};
  const entries: ErrorEntries = {};
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = path.join(dir, name);
    const data = readJsonFile(file, 'Fix the file: it holds { "entries": { "<message>": { "cause": "…", "fix": "…" } } }.') as { entries?: Record<string, Partial<WrittenEntry>> };
    const complete = (e: Partial<ErrorEntry> | undefined) => typeof e?.cause === 'string' && typeof e?.fix === 'string' && !!e.cause.trim() && !!e.fix.trim();
    const byMessage: Record<string, ErrorEntry> = {};
    for (const [message, entry] of Object.entries(data.entries ?? {})) {
      const releaseOnly = entry.cause === undefined && entry.fix === undefined && entry.npm !== undefined;
      if (!releaseOnly && !complete(entry)) {
        throw new Error(`error entries: ${file}: "${message}" needs a non-empty "cause" and "fix"; add both or remove the entry (or give only "npm" for a message only the npm release throws).`);
      }
      if (entry.npm !== undefined && !complete(entry.npm)) {
        throw new Error(`error entries: ${file}: "${message}" has an "npm" variant without a non-empty "cause" and "fix"; give it both or remove it.`);
      }
      if (releaseOnly && version === 'main') continue;
      byMessage[message] = (releaseOnly ? { ...entry.npm!, npm: entry.npm } : entry) as ErrorEntry;
    }
    entries[name.replace(/\.json$/, '')] = byMessage;
  }
  return entries;
}

/** Every error site of some source files, grouped by package (`documented` first, in their order). */
function sitesByPackage(files: SourceFile[], documented: string[]): PackageErrors[] {
  const sites = resolveErrors(files.map((f) => readErrors(f.file, f.text)));
  const packageOf = new Map(files.map((f) => [f.file, f.packageName]));
  const names = [...new Set([...documented, ...files.map((f) => f.packageName)])];
  return names.map((packageName) => ({ packageName, sites: sites.filter((s) => packageOf.get(s.file) === packageName) }));
}

/** Every error site of the source, grouped by package (documented packages first, in their order). */
export function errorSites(source: SourceResult): PackageErrors[] {
  return sitesByPackage(errorSourceFiles(source), source.packages.map((p) => p.name));
}

/** Each package's entry modules in a checkout (loadable.ts packageEntryFiles), from its package.json. */
function checkoutEntries(base: string, files: readonly SourceFile[]): Map<string, string[] | undefined> {
  const present = new Set(files.map((f) => f.file));
  const names = [...new Set(files.map((f) => f.packageName))];
  return new Map(
    names.map((name) => {
      const file = path.join(base, 'packages', name, 'package.json');
      const json = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
      return [name, json && packageEntryFiles(name, json, present)];
    }),
  );
}

/** An entry as the page shows it, for the facts check (plugins/facts/error-entries.ts). */
export interface ShownEntry {
  packageName: string;
  message: string;
  cause: string;
  fix: string;
}

export interface ErrorReference extends ErrorPage {
  /** Every entry the page shows, with the sentences computed from the source. */
  shown: ShownEntry[];
}

export interface ErrorReferenceOptions {
  /** A checkout of the toolkit's main branch, for a registry build: where main throws each message now. */
  mainCheckout?: string;
}

const pick = (e: ErrorEntry): ErrorEntry => ({ cause: e.cause, fix: e.fix });

/** A message with its placeholders blanked: the same text with `<actualLength>` or `<length>` in it is one message. */
export const messageKey = (message: string) => message.replace(/<[^<>]*>/g, '<>');

/** Where main throws a message: the sites across all packages whose message reads the same. */
export function mainSitesOf(message: string, main: readonly PackageErrors[]): ErrorSite[] {
  const key = messageKey(message);
  return main.flatMap((p) => p.sites.filter((s) => messageKey(s.message) === key));
}

const place = (s: ErrorSite) => `\`${s.file}:${s.line}\``;

/**
 * The entry a registry build shows for a message the entries (written for main) do not name: main's own entry when
 * main throws the message under another wording of its placeholders or from another package (saying where), or
 * undefined when main throws it nowhere.
 */
export function movedEntry(packageName: string, message: string, main: readonly PackageErrors[], entries: ErrorEntries): ErrorEntry | undefined {
  const sites = mainSitesOf(message, main);
  if (!sites.length) return undefined;
  const packageOf = new Map(main.flatMap((p) => p.sites.map((s) => [s, p.packageName] as const)));
  const owners = [...new Set(sites.map((s) => packageOf.get(s)!))];
  const written = owners.flatMap((owner) => sites.filter((s) => packageOf.get(s) === owner).map((s) => entries[owner]?.[s.message]).filter((e): e is ErrorEntry => !!e))[0];
  const moved = owners.some((o) => o !== packageName);
  const where = `Main throws this message ${moved ? `from \`@pact-toolbox/${owners.join('`, `@pact-toolbox/')}\` now` : 'too'} (${sites.map(place).join(', ')}).`;
  if (!written) return { cause: `${where} It has no entry there yet.`, fix: 'Read the source line below: the code around it shows what leads to the message.' };
  return { cause: `${moved ? `${where} ` : ''}${written.cause}`, fix: written.fix };
}

/**
 * Without a checkout of main (a registry build alone): the entry another package has for the same message. The
 * entries follow main and are held to its source in every build from it, so an entry under another package means
 * main throws the message from there: not a message "only the npm release" throws. Placeholders may be named
 * otherwise (`<length>`, `<actualLength>`); the package's own entry under another name is its entry.
 */
export function entryElsewhere(packageName: string, message: string, entries: ErrorEntries): ErrorEntry | undefined {
  const key = messageKey(message);
  const matches = Object.keys(entries)
    .sort()
    .flatMap((pkg) => Object.keys(entries[pkg] ?? {}).filter((m) => messageKey(m) === key).map((m) => ({ pkg, m })));
  // Its own package's entry under other placeholder names is the same message, not a moved one.
  const own = matches.find((x) => x.pkg === packageName);
  if (own) return entries[packageName][own.m];
  const owners = [...new Set(matches.map((x) => x.pkg))];
  if (!owners.length) return undefined;
  const written = entries[matches[0].pkg][matches[0].m];
  return { cause: `Main throws this message from \`@pact-toolbox/${owners.join('`, `@pact-toolbox/')}\` (this site's entries follow main). ${written.cause}`, fix: written.fix };
}

export function errorReference(
  source: SourceResult,
  entriesDir: string,
  revision = source.sourceBase ? gitHead(source.sourceBase)?.commit : undefined,
  options: ErrorReferenceOptions = {},
): ErrorReference {
  const registry = source.mode === 'registry';
  const files = errorSourceFiles(source);
  // "npm 0.2.0": a documented package's pinned version, else (a package the others depend on, such as `client`)
  // the version its unpacked package.json gives.
  const releaseName = (packageName: string) => {
    const manifest = source.modulesDir ? path.join(source.modulesDir, packageName, 'package.json') : undefined;
    const unpacked = manifest && existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version : undefined;
    return `npm ${source.packages.find((p) => p.name === packageName)?.version ?? unpacked ?? 'release'}`;
  };
  const packages = sitesByPackage(files, source.packages.map((p) => p.name));
  const written = loadErrorEntries(entriesDir, registry ? 'npm' : 'main');
  // The entries as shown: copies, so the computed sentences never reach the files' own objects.
  // A registry build shows an entry's npm variant where it has one.
  const entries: ErrorEntries = Object.fromEntries(
    Object.entries(written).map(([pkg, byMessage]) => [
      pkg,
      Object.fromEntries(Object.entries(byMessage).map(([message, e]) => [message, pick(registry ? ((e as WrittenEntry).npm ?? e) : e)])),
    ]),
  );

  // A message thrown only in modules that cannot load, or reached only through package entries that cannot load,
  // cannot occur: say so in its entry (checkout only).
  if (!registry && source.sourceBase) {
    const base = source.sourceBase;
    const exists = (file: string) => existsSync(path.join(base, file));
    const broken = unloadableModules(files, exists);
    const behind = modulesBehindEntries(files, exists, broken, checkoutEntries(base, files));
    const at = revision ? revision.slice(0, 7) : 'this commit';
    const why = (file: string) => {
      const own = broken.get(file);
      if (own) return unloadableSentence(own, at);
      const entry = behind.get(file);
      return entry && behindEntrySentence(file, entry, at);
    };
    for (const { packageName, sites } of packages) {
      for (const { message, sites: where } of groupByMessage(sites)) {
        const entry = entries[packageName]?.[message];
        const reasons = where.map((s) => why(s.file));
        if (!entry || reasons.some((r) => !r)) continue;
        entries[packageName][message] = { ...entry, cause: `${reasons[0]} ${entry.cause}` };
      }
    }
  }

  // A registry build: a message the entries do not name is looked up on main, across all packages.
  const mainFiles = registry && options.mainCheckout ? errorSourceFiles({ mode: 'workspace', sourceBase: options.mainCheckout, packages: [], compilerOptions: {} }) : undefined;
  const main = mainFiles && sitesByPackage(mainFiles, []);
  const mainRevision = options.mainCheckout ? gitHead(options.mainCheckout)?.commit?.slice(0, 7) : undefined;
  if (registry) {
    for (const { packageName, sites } of packages) {
      for (const { message } of groupByMessage(sites)) {
        if (entries[packageName]?.[message]) continue;
        const entry = main ? movedEntry(packageName, message, main, written) : entryElsewhere(packageName, message, written);
        if (entry) entries[packageName] = { ...entries[packageName], [message]: entry };
      }
    }
  }

  // A registry build with main: an entry written for main whose message the release throws from other code says so,
  // and how (throw-context.ts), unless the entry has an npm variant, written from the release's code.
  if (main && mainFiles) {
    const releaseContexts = throwContexts(packages.flatMap((p) => p.sites), files);
    const mainContexts = throwContexts(main.flatMap((p) => p.sites), mainFiles);
    const contextOf = (contexts: Map<string, ThrowContext>) => (s: ErrorSite) => contexts.get(`${s.file}:${s.line}`);
    for (const { packageName, sites } of packages) {
      const release = releaseName(packageName);
      for (const { message, sites: where } of groupByMessage(sites)) {
        const entry = entries[packageName]?.[message];
        if (!entry || (written[packageName]?.[message] as WrittenEntry | undefined)?.npm) continue;
        const theirs = mainSitesOf(message, main).map(contextOf(mainContexts)).filter((c): c is ThrowContext => !!c);
        const ours = where.map(contextOf(releaseContexts)).filter((c): c is ThrowContext => !!c);
        const difference = ours.map((c) => contextDifference(c, theirs)).find((d) => d);
        if (difference) entries[packageName][message] = { ...entry, cause: `${differenceSentence(difference, release)} ${entry.cause}` };
      }
    }
  }

  const documents = registry
    ? 'the packages published on npm, at the versions pinned in `api-gen/manifest.json` (from the TypeScript their source maps carry)'
    : `the toolkit's main branch${revision ? ` at commit \`${revision.slice(0, 7)}\`` : ''}`;
  const page = errorPage(packages, entries, {
    documents,
    sourceUrl: (site) => (!registry && revision ? `${REPO_URL}/blob/${revision}/${site.file}#L${site.line}` : undefined),
    noEntry: !registry
      ? 'Not written yet: the message is new in the source. The build lists it until it has an entry.'
      : main
        ? `Not written: the entries follow the toolkit's main branch, and main${mainRevision ? ` at \`${mainRevision}\`` : ''} throws this message in none of its packages. The source line below shows what leads to it.`
        : "Not written: the entries follow the toolkit's main branch, and this build had no checkout of main to tell whether main still throws this message, or from where. The source line below shows what leads to it.",
    // Published packages: messages our entries (which follow main) do not cover are set apart as the release's own.
    release: registry ? releaseName : undefined,
    apartNote: main
      ? `The published release throws these messages, and main${mainRevision ? ` at \`${mainRevision}\`` : ''}, which our causes and fixes follow, throws none of them in any of its packages (a message main throws from another package now is listed with main's entry instead).`
      : "The published release throws these messages, and our causes and fixes follow the toolkit's main branch; this build had no checkout of main to tell whether main still throws them, or from where.",
  });
  const shown = packages.flatMap(({ packageName, sites }) =>
    groupByMessage(sites).flatMap(({ message }) => {
      const entry = entries[packageName]?.[message];
      return entry ? [{ packageName, message, cause: entry.cause, fix: entry.fix }] : [];
    }),
  );
  return { ...page, shown };
}
