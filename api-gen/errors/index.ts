/**
 * The error reference, from whichever source api-gen documents: every message
 * read from the packages' code (collect.ts, sources.ts), our cause and fix for
 * each from config/errors/<package>.json (page.ts), written as docs/api/errors.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_URL } from '../packages';
import { gitHead } from '../source-ref';
import type { SourceResult } from '../sources/types';
import { readErrors, resolveErrors, type ErrorSite } from './collect';
import { errorPage, type ErrorEntries, type ErrorPage } from './page';
import { errorSourceFiles } from './sources';

export { ERRORS_FILE } from '../layout';


/** Reads config/errors/<package>.json files: `{ "entries": { message: { cause, fix } } }`. */
export function loadErrorEntries(dir: string): ErrorEntries {
  if (!existsSync(dir)) return {};
  const entries: ErrorEntries = {};
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = path.join(dir, name);
    let data: { entries?: ErrorEntries[string] };
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`error entries: ${file} is not valid JSON (${(error as Error).message}); fix the file, every entry is { "cause": "…", "fix": "…" } under "entries".`);
    }
    for (const [message, entry] of Object.entries(data.entries ?? {})) {
      if (typeof entry?.cause !== 'string' || typeof entry?.fix !== 'string' || !entry.cause.trim() || !entry.fix.trim()) {
        throw new Error(`error entries: ${file}: "${message}" needs a non-empty "cause" and "fix"; add both or remove the entry.`);
      }
    }
    entries[name.replace(/\.json$/, '')] = data.entries ?? {};
  }
  return entries;
}

/** Every error site of the source, grouped by package (documented packages first, in their order). */
export function errorSites(source: SourceResult): { packageName: string; sites: ErrorSite[] }[] {
  const files = errorSourceFiles(source);
  const sites = resolveErrors(files.map((f) => readErrors(f.file, f.text)));
  const packageOf = new Map(files.map((f) => [f.file, f.packageName]));
  const documented = source.packages.map((p) => p.name);
  const names = [...new Set([...documented, ...files.map((f) => f.packageName)])];
  return names.map((packageName) => ({ packageName, sites: sites.filter((s) => packageOf.get(s.file) === packageName) }));
}

export function errorReference(source: SourceResult, entriesDir: string, revision = source.sourceBase ? gitHead(source.sourceBase)?.commit : undefined): ErrorPage {
  const registry = source.mode === 'registry';
  const documents = registry
    ? 'the packages published on npm, at the versions pinned in `api-gen/manifest.json` (from the TypeScript their source maps carry)'
    : `the toolkit's main branch${revision ? ` at commit \`${revision.slice(0, 7)}\`` : ''}`;
  return errorPage(errorSites(source), loadErrorEntries(entriesDir), {
    documents,
    sourceUrl: (site) => (!registry && revision ? `${REPO_URL}/blob/${revision}/${site.file}#L${site.line}` : undefined),
    noEntry: registry
      ? "Not written: the entries follow the toolkit's main branch, which no longer throws this message. The source line below shows what leads to it."
      : 'Not written yet: the message is new in the source. The build lists it until it has an entry.',
    // Published packages: messages our entries (which follow main) do not cover are set apart as the release's own.
    release: registry ? (name) => `npm ${source.packages.find((p) => p.name === name)?.version ?? 'release'}` : undefined,
  });
}
