/**
 * The imports of each package's files that TypeScript cannot resolve to declarations (a release's dependency that is
 * not on npm, ships no types, or is not installed beside it): local name → module. Types named through them read as
 * `any` or as TypeScript's unknown symbol, so the versions pass says it cannot compare them rather than calling
 * them changed.
 */
import ts from 'typescript';

export interface PackageFiles {
  name: string;
  /** The package's folder: files under it belong to it. */
  root: string;
}

/** Local names bound by one import or export-from declaration. */
function boundNames(statement: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    return clause && ts.isNamedExports(clause) ? clause.elements.map((e) => e.name.text) : [];
  }
  const clause = statement.importClause;
  if (!clause) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name.text));
  return names;
}

/** The module specifier of the import or export declaration a specifier belongs to. */
function specifierModule(node: ts.Node | undefined): string | undefined {
  let at = node;
  while (at && !ts.isImportDeclaration(at) && !ts.isExportDeclaration(at)) at = at.parent;
  return at?.moduleSpecifier && ts.isStringLiteral(at.moduleSpecifier) ? at.moduleSpecifier.text : undefined;
}

/**
 * For a name imported from a module that resolves: the module where its chain of re-exports breaks (`PactValue` from
 * `@pact-toolbox/types`, which takes it from `@kadena/types`, not installed), or undefined when it resolves.
 */
function brokenModule(program: ts.Program, statement: ts.ImportDeclaration | ts.ExportDeclaration, name: string): string | undefined {
  const checker = program.getTypeChecker();
  const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
  const elements = bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)) ? bindings.elements : [];
  const element = (elements as readonly (ts.ImportSpecifier | ts.ExportSpecifier)[]).find((e) => e.name.text === name);
  let current = element && checker.getSymbolAtLocation(element.name);
  for (let hops = 0; current && current.flags & ts.SymbolFlags.Alias && hops < 20; hops += 1) {
    const next = checker.getImmediateAliasedSymbol(current);
    if (!next?.declarations?.length) return specifierModule(current.declarations?.[0]) ?? (ts.isStringLiteral(statement.moduleSpecifier!) ? statement.moduleSpecifier.text : name);
    current = next;
  }
  return undefined;
}

/** A declaration's text without the bodies of its functions and methods (what a body uses is no part of the API). */
export function declarationText(node: ts.Node): string {
  const text = node.getText();
  const start = node.getStart();
  const bodies: [number, number][] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isBlock(child)) bodies.push([child.getStart() - start, child.getEnd() - start]);
    else ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  let out = '';
  let at = 0;
  for (const [from, to] of bodies) {
    out += text.slice(at, from);
    at = to;
  }
  return out + text.slice(at);
}

/**
 * The names a package's entry exports by re-export from a module that does not resolve, with that module: those
 * TypeDoc leaves out, and those it documents as plain `any` with nothing unresolved named (`import { blake2b } from
 * "blakejs"; export { blake2b }` with blakejs not installed: its type is the missing module's, not `any`).
 */
export function unresolvedReexports(
  exportNames: Record<string, string[]>,
  imports: Record<string, Record<string, string>>,
  documented: Record<string, Record<string, { text?: string; unresolved?: readonly string[] }>>,
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [pkg, names] of Object.entries(exportNames)) {
    for (const name of names) {
      if (!imports[pkg] || !Object.hasOwn(imports[pkg], name)) continue;
      const known = Object.hasOwn(documented[pkg] ?? {}, name) ? documented[pkg][name] : undefined;
      if (!known || (known.text === 'any' && !known.unresolved?.length)) (out[pkg] ??= {})[name] = imports[pkg][name];
    }
  }
  return out;
}

/** The unresolved modules a declaration's text names (`imports`: local name → module). */
export function modulesNamedIn(text: string, imports: Record<string, string>): string[] {
  const modules = new Set<string>();
  for (const word of text.match(/[A-Za-z_$][\w$]*/g) ?? []) if (Object.hasOwn(imports, word)) modules.add(imports[word]);
  return [...modules].sort();
}

/** Package → local name → module, for every import of the package's files that does not resolve. */
export function unresolvedImports(programs: readonly ts.Program[], packages: readonly PackageFiles[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const program of programs) {
    const options = program.getCompilerOptions();
    for (const file of program.getSourceFiles()) {
      const owner = packages.find((p) => file.fileName.startsWith(`${p.root.replace(/\/$/, '')}/`));
      if (!owner) continue;
      for (const statement of file.statements) {
        if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
        const module = statement.moduleSpecifier.text;
        const resolved = ts.resolveModuleName(module, file.fileName, options, ts.sys).resolvedModule;
        const moduleResolves = resolved && !/\.[cm]?jsx?$/.test(resolved.extension);
        for (const name of boundNames(statement)) {
          const broken = moduleResolves ? brokenModule(program, statement, name) : module;
          if (broken) (out[owner.name] ??= {})[name] = broken;
        }
      }
      // `export { Local as Name }`: the exported name is as unresolved as the local one.
      for (const statement of file.statements) {
        if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
        for (const e of statement.exportClause.elements) {
          const local = (e.propertyName ?? e.name).text;
          if (out[owner.name] && Object.hasOwn(out[owner.name], local)) out[owner.name][e.name.text] = out[owner.name][local];
        }
      }
    }
  }
  return out;
}
