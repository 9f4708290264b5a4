/**
 * Which source modules of a checkout cannot load: a module that imports a file that does not exist, or that
 * imports (directly, or through other modules, or through a toolkit package's entry) a module that cannot load.
 * A message thrown only in such modules never reaches a reader; the error reference says so (index.ts). Nor does
 * one thrown in a module that loads but that a reader reaches only through a package entry that cannot load
 * (importing `@pact-toolbox/network` fails, so its server's messages never show, wherever they are thrown).
 *
 * Only value imports count: `import type …` and `export type … from` are erased when the code is compiled, and so
 * is an import whose every name is marked `type`. Pure apart from the injected `exists` (files outside the
 * source set, such as a JSON file next to it).
 */
import path from 'node:path';
import ts from 'typescript';
import type { SourceFile } from './sources';

/** Why a module cannot load: the chain of imports from it to the file whose import names nothing. */
export interface Unloadable {
  /** The modules, the one asked about first, each importing the next; the last one holds the broken import. */
  chain: string[];
  /** The specifier that resolves to no file, as written in the last module of the chain. */
  missing: string;
}

/** The value imports and re-exports of one module, as written. */
export function valueImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, /\.tsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/**
 * Where a module's import leads: a file of the set, `null` for a file that does not exist, `undefined` for
 * something taken to load (another package, a file outside the set that exists on disk). Relative imports resolve
 * among the files (with the extensions TypeScript tries; `.js` written for `.ts`), then on disk through `exists`;
 * `@pact-toolbox/<name>` resolves to `packages/<name>/src/index.ts` when that is one of the files.
 */
function importResolver(texts: ReadonlyMap<string, string>, exists: (file: string) => boolean) {
  return (from: string, spec: string): string | null | undefined => {
    if (spec.startsWith('.')) {
      const base = path.posix.join(path.posix.dirname(from), spec);
      const stems = [base, base.replace(/\.(m?)js$/, '.$1ts'), base.replace(/\.jsx$/, '.tsx')];
      for (const stem of stems) for (const ext of EXTENSIONS) if (texts.has(stem + ext)) return stem + ext;
      // A file outside the set read (a JSON file, a test helper): it exists, and is taken to load.
      return stems.some((stem) => EXTENSIONS.some((ext) => exists(stem + ext))) ? undefined : null;
    }
    const scoped = /^@pact-toolbox\/([\w-]+)$/.exec(spec);
    const entry = scoped && `packages/${scoped[1]}/src/index.ts`;
    return entry && texts.has(entry) ? entry : undefined;
  };
}

/**
 * Every module of `files` that cannot load, with the reason. Imports resolve as importResolver says; other
 * packages are taken to load.
 */
export function unloadableModules(files: readonly SourceFile[], exists: (file: string) => boolean): Map<string, Unloadable> {
  const texts = new Map(files.map((f) => [f.file, f.text]));
  const resolve = importResolver(texts, exists);
  const result = new Map<string, Unloadable>();
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (file: string): Unloadable | undefined => {
    if (done.has(file)) return result.get(file);
    if (visiting.has(file)) return undefined; // an import cycle loads as far as its parts do
    visiting.add(file);
    let reason: Unloadable | undefined;
    for (const spec of valueImports(file, texts.get(file) ?? '')) {
      const target = resolve(file, spec);
      if (target === null) reason = { chain: [file], missing: spec };
      else if (target) {
        const inner = visit(target);
        if (inner) reason = { chain: [file, ...inner.chain], missing: inner.missing };
      }
      if (reason) break;
    }
    visiting.delete(file);
    done.add(file);
    if (reason) result.set(file, reason);
    return reason;
  };
  for (const f of files) visit(f.file);
  return result;
}

/**
 * The source files a package's readers can import, from its package.json: the module each `exports` subpath
 * (or the package itself) names, as `packages/<name>/src/<subpath>.ts` or `…/<subpath>/index.ts` among `files`.
 * Undefined when one of them cannot be told (a wildcard subpath, a subpath with no such file, a `bin`): then a
 * reader may reach any of its modules another way, and none is judged by its entries.
 */
export function packageEntryFiles(packageName: string, packageJson: Record<string, unknown>, files: ReadonlySet<string>): string[] | undefined {
  if (packageJson.bin) return undefined;
  const exports = packageJson.exports;
  const subpaths =
    exports && typeof exports === 'object' && Object.keys(exports).some((k) => k.startsWith('.')) ? Object.keys(exports).filter((k) => k.startsWith('.')) : ['.'];
  const found: string[] = [];
  for (const subpath of subpaths) {
    if (subpath.includes('*')) return undefined;
    const stem = `packages/${packageName}/src/${subpath === '.' ? 'index' : subpath.replace(/^\.\//, '')}`;
    const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => stem + ext).find((f) => files.has(f));
    if (!file) return undefined;
    found.push(file);
  }
  return found;
}

/** Why a module that loads still never runs: every entry that reaches it is one that cannot load. */
export interface BehindEntry {
  /** The package whose entry it is, and the entry module. */
  packageName: string;
  entry: string;
  /** Why that entry cannot load. */
  reason: Unloadable;
}

/**
 * Modules that load but that a reader reaches only through package entries that cannot load (`broken`, from
 * unloadableModules): a message thrown in one cannot occur either. `entries` gives each package's entry modules
 * (packageEntryFiles); a module of a package whose entries are not known, or that no known entry reaches, is
 * left out (it may run some other way). A module reached by an entry that loads, of any package, is left out.
 */
export function modulesBehindEntries(
  files: readonly SourceFile[],
  exists: (file: string) => boolean,
  broken: ReadonlyMap<string, Unloadable>,
  entries: ReadonlyMap<string, readonly string[] | undefined>,
): Map<string, BehindEntry> {
  const texts = new Map(files.map((f) => [f.file, f.text]));
  const resolve = importResolver(texts, exists);
  const reached = (start: string): Set<string> => {
    const seen = new Set<string>([start]);
    const queue = [start];
    for (let file = queue.shift(); file; file = queue.shift()) {
      for (const spec of valueImports(file, texts.get(file) ?? '')) {
        const target = resolve(file, spec);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    return seen;
  };
  const all = [...entries].flatMap(([packageName, list]) => (list ?? []).map((entry) => ({ packageName, entry })));
  const running = new Set(all.filter((e) => !broken.has(e.entry)).flatMap((e) => [...reached(e.entry)]));
  const packageOf = new Map(files.map((f) => [f.file, f.packageName]));
  const result = new Map<string, BehindEntry>();
  // Its own package's entries first, so the sentence names the package the reader imports.
  const blocked = all.filter((e) => broken.has(e.entry));
  for (const { packageName, entry } of blocked) {
    for (const file of reached(entry)) {
      const owner = packageOf.get(file);
      if (broken.has(file) || running.has(file) || !owner || !entries.get(owner)) continue;
      const current = result.get(file);
      if (current && (current.packageName === owner || packageName !== owner)) continue;
      result.set(file, { packageName, entry, reason: broken.get(entry)! });
    }
  }
  return result;
}

/** One sentence for a reader: why a message thrown in `file` cannot occur at `revision`. */
export function unloadableSentence(reason: Unloadable, revision: string): string {
  return `Cannot occur at \`${revision}\`: the module that throws it, \`${reason.chain[0]}\`, never loads.${whyNot(reason)}`;
}

/** The second half: " It imports `x` (through …), which imports `./gone`, a file that does not exist." */
function whyNot(reason: Unloadable, subject = 'It'): string {
  const last = reason.chain.at(-1)!;
  const through = reason.chain.length > 1 ? ` ${subject} imports \`${last}\` (${reason.chain.length - 1 === 1 ? 'directly' : `through ${reason.chain.slice(1, -1).map((f) => `\`${f}\``).join(', ')}`}), which` : ` ${subject}`;
  return `${through} imports \`${reason.missing}\`, a file that does not exist.`;
}

/** One sentence for a reader: why a message thrown in `file`, a module that loads, cannot occur at `revision`. */
export function behindEntrySentence(file: string, behind: BehindEntry, revision: string): string {
  return `Cannot occur at \`${revision}\`: the module that throws it, \`${file}\`, is reached only through the entry of \`@pact-toolbox/${behind.packageName}\` (\`${behind.entry}\`), which never loads, so importing the package fails before this code runs.${whyNot(behind.reason, 'The entry')}`;
}
