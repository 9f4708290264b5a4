/**
 * Parameter defaults of a registry build, read from the release's own TypeScript source. A published declaration
 * file drops initializers (`pollInterval?: number`), so TypeDoc has no default to show; the source the release's
 * source maps carry still says `pollInterval = 5000`. Once "Defined in" has found a signature's source line
 * (./release-links.ts), the function there is parsed and each of its parameters' initializers becomes the
 * parameter's default, unless the declaration already has one (a `@default` tag).
 */
import ts from 'typescript';
import { type DeclarationReflection, type ProjectReflection, ReflectionKind, type SignatureReflection } from 'typedoc';

/** Longer initializers (objects, calls spread over lines) are left out: a signature shows a value, not code. */
export const MAX_DEFAULT_LENGTH = 40;

type FunctionLike = ts.FunctionLikeDeclaration;

/**
 * The defaults of the function named `name` whose declaration starts on `line` (1-based) of `source`, by parameter
 * name; empty when none is found there. Initializers longer than MAX_DEFAULT_LENGTH or spanning lines are skipped.
 */
export function parameterDefaults(source: string, line: number, name: string): Map<string, string> {
  const file = ts.createSourceFile('release.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Map<string, string>();
  const nameOf = (node: FunctionLike): string | undefined =>
    ts.isConstructorDeclaration(node) ? 'constructor' : node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const adopt = (parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    for (const parameter of parameters) {
      if (!parameter.initializer || !ts.isIdentifier(parameter.name)) continue;
      const text = parameter.initializer.getText(file);
      if (text.length <= MAX_DEFAULT_LENGTH && !text.includes('\n')) found.set(parameter.name.text, text);
    }
  };
  const visit = (node: ts.Node): void => {
    if (found.size) return;
    if (ts.isFunctionLike(node) && 'body' in node && nameOf(node as FunctionLike) === name && lineOf(node) === line) {
      adopt((node as FunctionLike).parameters);
      return;
    }
    // An arrow function or function expression assigned to a named variable or property counts under that name.
    if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) && ts.isIdentifier(node.name) && node.name.text === name && lineOf(node) === line) {
      adopt(node.initializer.parameters);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Where a signature's source was found: the release file's text and the line its declaration starts on. */
export interface SignatureSource {
  text: string;
  line: number;
}

/** Sets the defaults the release's source states on every signature whose source line is known; returns how many. */
export function adoptReleaseDefaults(project: ProjectReflection, sourceOf: (reflection: DeclarationReflection | SignatureReflection) => SignatureSource | undefined): number {
  let adopted = 0;
  const owners = project.getReflectionsByKind(ReflectionKind.FunctionOrMethod | ReflectionKind.Constructor) as DeclarationReflection[];
  for (const owner of owners) {
    for (const signature of owner.signatures ?? []) {
      const at = sourceOf(signature) ?? sourceOf(owner);
      if (!at) continue;
      const name = owner.kindOf(ReflectionKind.Constructor) ? 'constructor' : owner.name;
      const defaults = parameterDefaults(at.text, at.line, name);
      for (const parameter of signature.parameters ?? []) {
        const value = defaults.get(parameter.name);
        if (value === undefined || parameter.defaultValue) continue;
        parameter.defaultValue = value;
        adopted++;
      }
    }
  }
  return adopted;
}
