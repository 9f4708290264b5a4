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
    return clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : [];
  }
  const clause = statement.importClause;
  if (!clause) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name.text));
  return names;
}

/** Whether a name imported from a module that resolves is one it exports (`MultiNetworkConfig` from an older release may not be). */
function namedExportResolves(program: ts.Program, statement: ts.ImportDeclaration | ts.ExportDeclaration, name: string): boolean {
  const checker = program.getTypeChecker();
  const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
  const elements = bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)) ? bindings.elements : [];
  const element = (elements as readonly (ts.ImportSpecifier | ts.ExportSpecifier)[]).find((e) => (ts.isImportSpecifier(e) ? e.name.text : (e.propertyName ?? e.name).text) === name);
  if (!element) return true;
  const symbol = checker.getSymbolAtLocation(element.name);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Alias)) return true;
  return checker.getAliasedSymbol(symbol).flags !== ts.SymbolFlags.None;
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
        for (const name of boundNames(statement)) if (!moduleResolves || !namedExportResolves(program, statement, name)) (out[owner.name] ??= {})[name] = module;
      }
    }
  }
  return out;
}
