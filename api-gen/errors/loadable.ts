/**
 * Which source modules of a checkout cannot load: a module that imports a file that does not exist, or that
 * imports (directly, or through other modules, or through a toolkit package's entry) a module that cannot load.
 * A message thrown only in such modules never reaches a reader; the error reference says so (index.ts).
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
 * Every module of `files` that cannot load, with the reason. Relative imports resolve among the files (with the
 * extensions TypeScript tries; `.js` written for `.ts`), then on disk through `exists`; `@pact-toolbox/<name>`
 * resolves to `packages/<name>/src/index.ts` when that is one of the files. Other packages are taken to load.
 */
export function unloadableModules(files: readonly SourceFile[], exists: (file: string) => boolean): Map<string, Unloadable> {
  const texts = new Map(files.map((f) => [f.file, f.text]));
  const resolve = (from: string, spec: string): string | null | undefined => {
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

/** One sentence for a reader: why a message thrown in `file` cannot occur at `revision`. */
export function unloadableSentence(reason: Unloadable, revision: string): string {
  const last = reason.chain.at(-1)!;
  const through = reason.chain.length > 1 ? ` It imports \`${last}\` (${reason.chain.length - 1 === 1 ? 'directly' : `through ${reason.chain.slice(1, -1).map((f) => `\`${f}\``).join(', ')}`}), which` : ' It';
  return `Cannot occur at \`${revision}\`: the module that throws it, \`${reason.chain[0]}\`, never loads.${through} imports \`${reason.missing}\`, a file that does not exist.`;
}
