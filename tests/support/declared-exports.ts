/**
 * Each package's exports computed straight from its inputs with the TypeScript compiler API (not through TypeDoc):
 * names (aliases followed), kinds, and declarations printed by the checker with union members sorted. The versions
 * pass's change pages and marks are held to this in api-gen/versions/independent.test.ts.
 */
import ts from 'typescript';

export type Standing = 'added' | 'removed' | 'changed' | 'same' | 'not-compared';

interface Declared {
  kind: string;
  text: string;
}

function kindOf(symbol: ts.Symbol): string {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Variable) return 'variable';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  return 'other';
}

/** A type as text with union and intersection members sorted (their order is the compiler's). */
function typeText(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.isUnion() || type.isIntersection()) return [...new Set(type.types.map((t) => typeText(checker, t)))].sort().join(type.isUnion() ? ' | ' : ' & ');
  const signatures = type.getCallSignatures();
  if (signatures.length && !type.getProperties().length)
    return signatures.map((s) => `(${s.getParameters().map((p) => `${p.getName()}${p.valueDeclaration && ts.isParameter(p.valueDeclaration) && (p.valueDeclaration.questionToken || p.valueDeclaration.initializer) ? '?' : ''}: ${typeText(checker, checker.getTypeOfSymbol(p))}`).join(', ')}) => ${typeText(checker, s.getReturnType())}`).join('; ');
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope).replace(/\$\d+\b/g, '');
}

function declared(checker: ts.TypeChecker, symbol: ts.Symbol): Declared {
  const kind = kindOf(symbol);
  if (kind === 'class' || kind === 'interface') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const members = type
      .getProperties()
      .filter((p) => !(p.valueDeclaration && ts.getCombinedModifierFlags(p.valueDeclaration) & ts.ModifierFlags.Private) && !p.getName().startsWith('#'))
      .map((p) => `${p.getName()}: ${typeText(checker, checker.getTypeOfSymbol(p))}`)
      .sort();
    const bases = (symbol.declarations ?? []).flatMap((d) => (ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d) ? (d.heritageClauses ?? []).flatMap((h) => h.types.map((t) => checker.typeToString(checker.getTypeAtLocation(t)))) : []));
    return { kind, text: `${bases.sort().join(',')} { ${members.join('; ')} }` };
  }
  if (kind === 'type') return { kind, text: typeText(checker, checker.getDeclaredTypeOfSymbol(symbol)) };
  return { kind, text: typeText(checker, checker.getTypeOfSymbol(symbol)) };
}

/** Export name → declaration, for one entry point. */
export function declaredExports(entry: string, compilerOptions: ts.CompilerOptions): Record<string, Declared> {
  const program = ts.createProgram([entry], { ...compilerOptions, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const out: Record<string, Declared> = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    out[exported.getName()] = declared(checker, symbol);
  }
  return out;
}

/**
 * How each name stands between two versions: only one has it, alike, changed, or not comparable (the release's
 * text reads `any` or TypeScript's unknown symbol where main's names a type: a type that does not resolve there).
 */
export function standings(main: Record<string, Declared>, npm: Record<string, Declared>): Record<string, Standing> {
  const out: Record<string, Standing> = {};
  for (const [name, m] of Object.entries(main)) {
    const n = npm[name];
    if (!n) out[name] = 'added';
    else if (n.kind === m.kind && n.text === m.text) out[name] = 'same';
    else if (/\bany\b/.test(n.text) && !/\bany\b/.test(m.text)) out[name] = 'not-compared';
    else out[name] = 'changed';
  }
  for (const name of Object.keys(npm)) if (!main[name]) out[name] = 'removed';
  return out;
}
