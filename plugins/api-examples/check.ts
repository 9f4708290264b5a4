/**
 * Compiles every `@example` of one generated API reference (docs/api, or
 * docs/npm/api in a two-version build) against that version's declarations,
 * with the guide's sample checker (plugins/samples/check.ts), and sums them up
 * per package. Reads the pages api-gen wrote; runs before Rspress compiles them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { DATA_DIR } from '../../api-gen/data-files';
import type { SampleChecker } from '../samples/check';
import type { CheckedLang } from '../samples/fences';
import { exampleFences, exampleLang, exampleSource, importPreamble } from './examples';

/** One example: where it is, and the first compiler message when it does not compile. */
export interface ExampleResult {
  /** Page relative to the docs root ("api/transaction/classes/PactTransactionBuilder.md"). */
  page: string;
  line: number;
  /** The package folder it documents ("transaction"). */
  pkg: string;
  /** The example as written. */
  code: string;
  lang: CheckedLang;
  /** What was compiled (and what runs, ./run.ts): the hidden import preamble, `// ---cut---`, the example. */
  source: string;
  error?: string;
}

/** One version's examples of one package, and what they were compiled against ("commit 98c9a65", "npm 0.2.0"). */
export interface PackageCount {
  pkg: string;
  total: number;
  failing: number;
  against: string;
}

export interface VersionExamples {
  /** The reference's folder relative to the docs root ("api", "npm/api"). */
  dir: string;
  results: ExampleResult[];
  counts: PackageCount[];
}

/** Folders of a reference that hold no API pages: its data and its source listings. */
const NOT_PAGES = new Set([DATA_DIR, '_source']);

/** The API pages of a reference folder, relative to it ("transaction/classes/PactTransactionBuilder.md"), sorted. */
export function apiPages(apiDir: string): string[] {
  return (readdirSync(apiDir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.mdx?$/.test(f) && f.includes('/') && !NOT_PAGES.has(f.split('/')[0]))
    .sort();
}

/** Each package's exported names, from a symbol table (`pkg/Name` → route; members `pkg/Name#m` left out). */
export function exportsByPackage(symbols: Readonly<Record<string, string>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of Object.keys(symbols)) {
    if (key.includes('#')) continue;
    const slash = key.indexOf('/');
    const [pkg, name] = [key.slice(0, slash), key.slice(slash + 1)];
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) continue;
    (out.get(pkg) ?? out.set(pkg, []).get(pkg)!).push(name);
  }
  return out;
}

export interface CheckExamplesOptions {
  /** The docs root. */
  root: string;
  /** The reference's folder relative to it ("api", "npm/api"). */
  dir: string;
  checker: Pick<SampleChecker, 'check'>;
  /** Package folder → its exported names (./check.ts exportsByPackage). */
  exports: ReadonlyMap<string, readonly string[]>;
  /** Package folder → its import name ("transaction" → "@pact-toolbox/transaction"). */
  moduleName: (pkg: string) => string;
  /** Package folder → what the version is ("commit 98c9a65", "npm 0.2.0"). */
  against: (pkg: string) => string;
}

/** The first line of a compiler message. */
const firstLine = (message: string) => message.split('\n')[0].trim();

/** Back to the event loop: the build's other before-build work (the guide samples' runs) goes on between compiles. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function checkExamples(options: CheckExamplesOptions): Promise<VersionExamples> {
  const apiDir = path.join(options.root, options.dir);
  const parser = unified().use(remarkParse).use(remarkGfm);
  const results: ExampleResult[] = [];
  for (const file of apiPages(apiDir)) {
    const pkg = file.split('/')[0];
    const page = `${options.dir}/${file}`;
    const tree = parser.parse(readFileSync(path.join(apiDir, file), 'utf8'));
    for (const fence of exampleFences(tree)) {
      const line = fence.position?.start.line ?? 0;
      const source = exampleSource(fence.value, importPreamble(fence.value, options.moduleName(pkg), options.exports.get(pkg) ?? []));
      const lang = exampleLang(fence.lang)!;
      await yieldToOthers();
      const outcome = options.checker.check({ page, line, lang, code: source, meta: null });
      const error = outcome.status === 'failed' ? firstLine(outcome.problems[0].message) : undefined;
      results.push({ page, line, pkg, code: fence.value, lang, source, ...(error ? { error } : {}) });
    }
  }
  return { dir: options.dir, results, counts: countByPackage(results, options.against) };
}

/** Examples and failures per package, in package order. */
export function countByPackage(results: readonly ExampleResult[], against: (pkg: string) => string): PackageCount[] {
  const counts = new Map<string, PackageCount>();
  for (const r of results) {
    const c = counts.get(r.pkg) ?? counts.set(r.pkg, { pkg: r.pkg, total: 0, failing: 0, against: against(r.pkg) }).get(r.pkg)!;
    c.total++;
    if (r.error) c.failing++;
  }
  return [...counts.values()].sort((a, b) => a.pkg.localeCompare(b.pkg));
}

/** The package page's line: "3 of 41 examples do not compile against npm 0.2.0", or that all compile. */
export function countLine(c: PackageCount): string {
  const noun = c.total === 1 ? 'example' : 'examples';
  if (!c.failing) return c.total === 1 ? `Its 1 example compiles against ${c.against}.` : `All ${c.total} ${noun} compile against ${c.against}.`;
  return `${c.failing} of ${c.total} ${noun} ${c.failing === 1 ? 'does' : 'do'} not compile against ${c.against}; each says why under it.`;
}

/** The line under an example that does not compile. */
export const failureLine = (error: string, against: string) => `Does not compile against ${against}: ${error}`;
