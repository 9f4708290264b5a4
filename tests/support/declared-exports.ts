/**
 * Each package's exports computed straight from its inputs with the TypeScript compiler API (not through TypeDoc):
 * names (aliases followed), kinds, declarations printed by the checker with union members sorted, and the names a
 * declaration takes from a module that does not resolve. The versions pass's change pages and marks are held to
 * this (tests/support/version-facts.ts), on a fixture in api-gen/versions/independent.test.ts and on the real
 * packages by scripts/check-version-facts.ts.
 */
import ts from 'typescript';

export type Standing = 'added' | 'removed' | 'changed' | 'same' | 'not-compared';

export interface Declared {
  kind: string;
  text: string;
  /** Type names the declaration uses that resolve to nothing (their module is missing or lacks them). */
  unresolved: string[];
}

function kindOf(symbol: ts.Symbol): string {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Variable) return 'variable';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & (ts.SymbolFlags.NamespaceModule | ts.SymbolFlags.ValueModule)) return 'namespace';
  return 'other';
}

/** An optional parameter's or property's type without the `undefined` its optionality adds (a source prints it, a declaration file may not). */
function withoutUndefined(checker: ts.TypeChecker, type: ts.Type): ts.Type {
  return type.isUnion() && !type.aliasSymbol ? checker.getNonNullableType(type) : type;
}

/** A type as text with union and intersection members sorted (their order is the compiler's). */
function typeText(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  if (depth > 4) return printed(checker, type);
  const shortened = withoutDefaultArguments(checker, type, depth);
  if (shortened) return shortened;
  // A named alias is printed by its name (its definition is compared where it is exported).
  if (type.aliasSymbol) return printed(checker, type);
  if (type.isUnion() || type.isIntersection()) return [...new Set(type.types.map((t) => typeText(checker, t, depth + 1)))].sort().join(type.isUnion() ? ' | ' : ' & ');
  const signatures = type.getCallSignatures();
  if (signatures.length && !type.getProperties().length)
    return signatures
      .map(
        (s) =>
          `(${s
            .getParameters()
            .map((p) => {
              const optional = !!(p.valueDeclaration && ts.isParameter(p.valueDeclaration) && (p.valueDeclaration.questionToken || p.valueDeclaration.initializer));
              return `${p.getName()}${optional ? '?' : ''}: ${typeText(checker, optional ? withoutUndefined(checker, checker.getTypeOfSymbol(p)) : checker.getTypeOfSymbol(p), depth + 1)}`;
            })
            .join(', ')}) => ${typeText(checker, s.getReturnType(), depth + 1)}`,
      )
      .join('; ');
  return printed(checker, type);
}

/**
 * A generic alias or interface written without the type arguments that equal its defaults (`Config` where the checker
 * would print `Config<Record<string, Network>>`), as the declaration writes it; undefined when nothing is left out.
 */
function withoutDefaultArguments(checker: ts.TypeChecker, type: ts.Type, depth: number): string | undefined {
  const isReference = !type.aliasSymbol && !!((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference);
  const symbol = type.aliasSymbol ?? (isReference ? (type as ts.TypeReference).target.symbol : undefined);
  const args = type.aliasSymbol ? type.aliasTypeArguments : isReference ? checker.getTypeArguments(type as ts.TypeReference) : undefined;
  const declaration = symbol?.declarations?.find((d) => ts.isTypeAliasDeclaration(d) || ts.isInterfaceDeclaration(d) || ts.isClassDeclaration(d)) as ts.TypeAliasDeclaration | ts.InterfaceDeclaration | ts.ClassDeclaration | undefined;
  const params = declaration?.typeParameters;
  if (!symbol || !args?.length || !params) return undefined;
  let kept = args.length;
  while (kept > 0 && params[kept - 1]?.default && printed(checker, checker.getTypeFromTypeNode(params[kept - 1].default!)) === printed(checker, args[kept - 1])) kept -= 1;
  if (kept === args.length) return undefined;
  return `${symbol.getName()}${kept ? `<${args.slice(0, kept).map((a) => typeText(checker, a, depth + 1)).join(', ')}>` : ''}`;
}

/** The checker's text of a type, with no numbered duplicate names and no file paths (`import("…/wallet-modal")` → `import("wallet-modal")`). */
function printed(checker: ts.TypeChecker, type: ts.Type): string {
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope).replace(/\$\d+\b/g, '').replace(/import\("[^"]*\/([^"/]+)"\)/g, 'import("$1")');
}

/** Whether a name in a type position resolves to nothing (an import from a missing module, or a name it lacks). */
function resolvesToNothing(checker: ts.TypeChecker, name: ts.EntityName | ts.Expression): boolean {
  let left: ts.Node = name;
  while (ts.isQualifiedName(left) || ts.isPropertyAccessExpression(left)) left = ts.isQualifiedName(left) ? left.left : left.expression;
  const symbol = checker.getSymbolAtLocation(left);
  if (!symbol) return true;
  if (!(symbol.flags & ts.SymbolFlags.Alias)) return false;
  const target = checker.getAliasedSymbol(symbol);
  return !target.declarations?.length;
}

/** The type names in a declaration (not in function bodies) that resolve to nothing. */
function unresolvedNames(checker: ts.TypeChecker, declarations: readonly ts.Declaration[]): string[] {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isBlock(node)) return;
    if (ts.isTypeReferenceNode(node) && resolvesToNothing(checker, node.typeName)) names.add(node.typeName.getText());
    if (ts.isExpressionWithTypeArguments(node) && resolvesToNothing(checker, node.expression)) names.add(node.expression.getText());
    if (ts.isTypeQueryNode(node) && resolvesToNothing(checker, node.exprName)) names.add(node.exprName.getText());
    ts.forEachChild(node, visit);
  };
  for (const d of declarations) visit(d);
  return [...names].sort();
}

function declared(checker: ts.TypeChecker, symbol: ts.Symbol): Declared {
  const kind = kindOf(symbol);
  const unresolved = unresolvedNames(checker, symbol.declarations ?? []);
  if (kind === 'class' || kind === 'interface') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const members = type
      .getProperties()
      .filter((p) => !(p.valueDeclaration && ts.getCombinedModifierFlags(p.valueDeclaration) & ts.ModifierFlags.Private) && !p.getName().startsWith('#'))
      .map((p) => (p.flags & ts.SymbolFlags.Optional ? `${p.getName()}?: ${typeText(checker, withoutUndefined(checker, checker.getTypeOfSymbol(p)))}` : `${p.getName()}: ${typeText(checker, checker.getTypeOfSymbol(p))}`))
      .sort();
    const bases = (symbol.declarations ?? []).flatMap((d) => (ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d) ? (d.heritageClauses ?? []).flatMap((h) => h.types.map((t) => checker.typeToString(checker.getTypeAtLocation(t)))) : []));
    return { kind, text: `${bases.sort().join(',')} { ${members.join('; ')} }`, unresolved };
  }
  if (kind === 'type') return { kind, text: typeText(checker, checker.getDeclaredTypeOfSymbol(symbol)), unresolved };
  if (kind === 'namespace') return { kind, text: checker.getExportsOfModule(symbol).map((s) => s.getName()).sort().join(', '), unresolved };
  return { kind, text: typeText(checker, checker.getTypeOfSymbol(symbol)), unresolved };
}

/**
 * Each package's exports, read from its entry point in one program: package → export name → `read(checker, exported
 * symbol, the symbol it stands for)` (`default` and `__esModule` left out).
 */
export function readExports<T>(entries: Readonly<Record<string, string>>, compilerOptions: ts.CompilerOptions, read: (checker: ts.TypeChecker, exported: ts.Symbol, symbol: ts.Symbol) => T): Record<string, Record<string, T>> {
  const program = ts.createProgram(Object.values(entries), { ...compilerOptions, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const out: Record<string, Record<string, T>> = {};
  for (const [pkg, entry] of Object.entries(entries)) {
    const file = program.getSourceFile(entry);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`declared-exports: ${entry} (package ${pkg}) is not a module the compiler could read; check that the entry exists and has exports`);
    const exports: Record<string, T> = {};
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (exported.getName() === 'default' || exported.getName() === '__esModule') continue;
      exports[exported.getName()] = read(checker, exported, exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported);
    }
    out[pkg] = exports;
  }
  return out;
}

/** Package → export name → declaration, for several entry points read in one program. */
export function declaredExportsOf(entries: Readonly<Record<string, string>>, compilerOptions: ts.CompilerOptions): Record<string, Record<string, Declared>> {
  // A re-export from a module that does not resolve: exported by name, declared nowhere.
  return readExports(entries, compilerOptions, (checker, exported, symbol) => (symbol.declarations?.length ? declared(checker, symbol) : { kind: 'other', text: 'any', unresolved: [exported.getName()] }));
}

/** Export name → declaration, for one entry point. */
export function declaredExports(entry: string, compilerOptions: ts.CompilerOptions): Record<string, Declared> {
  return declaredExportsOf({ entry }, compilerOptions).entry;
}

/**
 * How each name stands between two versions: only one has it, alike, changed, or not comparable (the declarations
 * differ and one of them names a type that resolves to nothing: what it would be is unknown).
 */
export function standings(main: Record<string, Declared>, npm: Record<string, Declared>): Record<string, Standing> {
  const out: Record<string, Standing> = {};
  for (const [name, m] of Object.entries(main)) {
    const n = npm[name];
    if (!n) out[name] = 'added';
    else if (n.kind === m.kind && n.text === m.text) out[name] = 'same';
    else if (n.unresolved.length || m.unresolved.length) out[name] = 'not-compared';
    else out[name] = 'changed';
  }
  for (const name of Object.keys(npm)) if (!main[name]) out[name] = 'removed';
  return out;
}

/**
 * Package → every name a reader can call an export by: the export ("KeyPairSigner") and, for a class or interface,
 * each of its members, static or not ("KeyPairSigner.fromPrivateKeyHex"). Read with the compiler, for holding the
 * replacements the change pages name to main's declarations.
 */
export function declaredMemberNames(entries: Readonly<Record<string, string>>, compilerOptions: ts.CompilerOptions): Record<string, Set<string>> {
  const read = readExports(entries, compilerOptions, (checker, exported, symbol) => {
    const names = [exported.getName()];
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) {
      const instance = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol));
      const statics = symbol.flags & ts.SymbolFlags.Class ? checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)).filter((s) => s.getName() !== 'prototype') : [];
      for (const member of [...instance, ...statics]) names.push(`${exported.getName()}.${member.getName()}`);
    }
    return names;
  });
  return Object.fromEntries(Object.entries(read).map(([pkg, byName]) => [pkg, new Set(Object.values(byName).flat())]));
}
