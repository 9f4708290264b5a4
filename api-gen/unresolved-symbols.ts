/**
 * Names that resolve to nothing (an import from a module that is not installed or ships no types) all end at one
 * symbol of the compiler, its "unknown" symbol. TypeDoc registers the first export it converts from such a name
 * (`blake2b`, re-exported from `blakejs`, which has no types) as that symbol's reflection, so every other
 * unresolved name links to it: a class that `extends LitElement` (lit not installed) reads "Extends unknown",
 * links to `blake2b`, inherits its comment, and `blake2b` lists the class as "Extended by". Here a base or
 * interface that resolves to nothing keeps the name its declaration writes (`LitElement`) and links nowhere, so none
 * of that follows. (The other exports of such names become references to the first, which
 * api-gen/bogus-renames.ts leaves out with a warning.)
 */
import ts from 'typescript';
import { Converter, ReferenceType, ReflectionKind, type Application, type Context, type DeclarationReflection, type SomeType } from 'typedoc';

/** Whether a heritage expression (`LitElement`, `lit.LitElement`) names a symbol that resolves to nothing. */
export function resolvesToNothing(checker: ts.TypeChecker, expression: ts.Expression): boolean {
  let left: ts.Expression = expression;
  while (ts.isPropertyAccessExpression(left)) left = left.expression;
  const symbol = checker.getSymbolAtLocation(left);
  if (!symbol) return true;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return !target.declarations?.length;
}

/** The heritage expressions of one kind as TypeDoc lists them (in order, repeated texts once). */
function heritage(declarations: readonly ts.Declaration[], token: ts.SyntaxKind.ExtendsKeyword | ts.SyntaxKind.ImplementsKeyword): ts.ExpressionWithTypeArguments[] {
  const seen = new Set<string>();
  return declarations
    .flatMap((d) => (ts.isClassLike(d) || ts.isInterfaceDeclaration(d) ? (d.heritageClauses ?? []) : []))
    .filter((clause) => clause.token === token)
    .flatMap((clause) => [...clause.types])
    .filter((expr) => !seen.has(expr.getText()) && !!seen.add(expr.getText()));
}

/** `types` with each one whose expression resolves to nothing replaced by a reference to the written name. */
export function writtenBases(context: Context, types: SomeType[] | undefined, expressions: ts.ExpressionWithTypeArguments[]): SomeType[] | undefined {
  if (!types || types.length !== expressions.length) return types;
  return types.map((type, i) => (resolvesToNothing(context.checker, expressions[i].expression) ? ReferenceType.createBrokenReference(expressions[i].expression.getText(), context.project, undefined) : type));
}

/** Registers the rewrite on TypeDoc's converter. */
export function quietUnresolvedSymbols(app: Application): void {
  // Before TypeDoc's own handlers (which copy a base's comment and record "Extended by").
  app.converter.on(
    Converter.EVENT_CREATE_DECLARATION,
    (context: Context, reflection: DeclarationReflection) => {
      const declarations = context.getSymbolFromReflection(reflection)?.declarations;
      if (!declarations?.length || !reflection.kindOf(ReflectionKind.ClassOrInterface)) return;
      reflection.extendedTypes = writtenBases(context, reflection.extendedTypes, heritage(declarations, ts.SyntaxKind.ExtendsKeyword));
      reflection.implementedTypes = writtenBases(context, reflection.implementedTypes, heritage(declarations, ts.SyntaxKind.ImplementsKeyword));
    },
    100,
  );
}
