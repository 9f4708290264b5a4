/**
 * Reads the toolkit CLI's command tree out of its source (apps/cli/src), without
 * running it: every citty `defineCommand({ meta, args, subCommands })` is read with
 * the TypeScript parser, and `subCommands` entries of the form
 * `async () => (await import("./commands/x")).xCommand` (or a plain identifier)
 * are followed into the file that defines them.
 *
 * The result (written by api-gen to docs/api/_data/cli.json in workspace mode)
 * is what the guide's commands and flags are checked against.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CLI_ENTRY } from './packages';

export interface CliArg {
  type: string;
  alias: string[];
  default?: string;
  description?: string;
}

export interface CliCommand {
  /** The word a reader types (the `subCommands` key; the root's `meta.name`). */
  name: string;
  description?: string;
  args: Record<string, CliArg>;
  subCommands: Record<string, CliCommand>;
  /** Source file of the definition, relative to the checkout. */
  source: string;
  /** `run` collects the args it does not declare (`const { a, ...rest } = args`) and passes them on. */
  forwardsUnknownFlags?: boolean;
}


export class CliDefinitionError extends Error {}

/** Reads the command tree rooted at the first `defineCommand` of `entry` (relative to `checkout`). */
export function readCliDefinition(checkout: string, entry = CLI_ENTRY): CliCommand {
  const file = path.join(checkout, entry);
  if (!existsSync(file)) {
    throw new CliDefinitionError(`CLI definition: ${entry} is missing in ${checkout}; point PACT_TOOLBOX_REPO at a pact-toolbox checkout that has apps/cli.`);
  }
  parsed.clear(); // a fresh read every time: the checkout may have changed since the last one
  const root = commandsIn(file).values().next().value;
  if (!root) throw new CliDefinitionError(`CLI definition: ${entry} has no defineCommand({ ... }) call; the CLI's layout changed, update api-gen/cli-definition.ts.`);
  return toCommand(root, checkout, file, undefined, new Set());
}

/** Files parsed during one readCliDefinition call. */
const parsed = new Map<string, ts.SourceFile>();

function sourceFile(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    parsed.set(file, sf);
  }
  return sf;
}

/** `defineCommand({...})` object literals of a file, by the variable that holds them (or `#n` when unnamed). */
function commandsIn(file: string): Map<string, ts.ObjectLiteralExpression> {
  const found = new Map<string, ts.ObjectLiteralExpression>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineCommand') {
      const arg = node.arguments[0];
      if (arg && ts.isObjectLiteralExpression(arg)) {
        const holder = ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : `#${found.size}`;
        found.set(holder, arg);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile(file));
  return found;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function property(obj: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && propertyName(p.name) === key) return p.initializer;
  }
  return undefined;
}

function literal(expr: ts.Expression | undefined): string | undefined {
  if (!expr) return undefined;
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
  if (expr.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (expr.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (ts.isNumericLiteral(expr)) return expr.text;
  return undefined;
}

function toCommand(obj: ts.ObjectLiteralExpression, checkout: string, file: string, key: string | undefined, seen: Set<ts.Node>): CliCommand {
  if (seen.has(obj)) throw new CliDefinitionError(`CLI definition: ${path.relative(checkout, file)} refers to itself through subCommands.`);
  seen.add(obj);
  const meta = property(obj, 'meta');
  const metaObj = meta && ts.isObjectLiteralExpression(meta) ? meta : undefined;
  const command: CliCommand = {
    name: key ?? literal(metaObj && property(metaObj, 'name')) ?? path.basename(file, '.ts'),
    description: literal(metaObj && property(metaObj, 'description')),
    args: {},
    subCommands: {},
    source: path.relative(checkout, file),
  };
  const args = property(obj, 'args');
  if (args && ts.isObjectLiteralExpression(args)) {
    for (const p of args.properties) {
      if (!ts.isPropertyAssignment(p) || !ts.isObjectLiteralExpression(p.initializer)) continue;
      const name = propertyName(p.name);
      if (!name) continue;
      const def = p.initializer;
      const alias = property(def, 'alias');
      command.args[name] = {
        type: literal(property(def, 'type')) ?? 'string',
        alias: alias && ts.isArrayLiteralExpression(alias) ? alias.elements.map((e) => literal(e)).filter((a): a is string => !!a) : [literal(alias)].filter((a): a is string => !!a),
        default: literal(property(def, 'default')),
        description: literal(property(def, 'description')),
      };
    }
  }
  if (collectsRestOfArgs(property(obj, 'run'))) command.forwardsUnknownFlags = true;
  const subs = property(obj, 'subCommands');
  if (subs && ts.isObjectLiteralExpression(subs)) {
    for (const p of subs.properties) {
      if (!ts.isPropertyAssignment(p)) continue;
      const name = propertyName(p.name);
      if (!name) continue;
      const target = resolveSubCommand(p.initializer, file);
      if (!target) {
        throw new CliDefinitionError(
          `CLI definition: ${path.relative(checkout, file)}: subcommand "${name}" is neither a defineCommand variable nor async () => (await import("...")).name; update api-gen/cli-definition.ts.`,
        );
      }
      command.subCommands[name] = toCommand(target.obj, checkout, target.file, name, seen);
    }
  }
  return command;
}

/** Whether a run function destructures `args` with a rest element (`{ a, ...rest } = args`). */
function collectsRestOfArgs(run: ts.Expression | undefined): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.name.elements.some((e) => e.dotDotDotToken) &&
      node.initializer &&
      ts.isIdentifier(node.initializer) &&
      node.initializer.text === 'args'
    ) {
      found = true;
    }
    ts.forEachChild(node, visit);
  };
  if (run) visit(run);
  return found;
}

/** Follows one subCommands value to the defineCommand object it names. */
function resolveSubCommand(expr: ts.Expression, file: string): { obj: ts.ObjectLiteralExpression; file: string } | undefined {
  if (ts.isObjectLiteralExpression(expr)) return { obj: expr, file };
  if (ts.isIdentifier(expr)) {
    const local = commandsIn(file).get(expr.text);
    if (local) return { obj: local, file };
    const imported = importedFrom(file, expr.text);
    return imported && inModule(file, imported.specifier, imported.name);
  }
  // async () => (await import("./commands/x")).xCommand
  let specifier: string | undefined;
  let exportName: string | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = literal(node.arguments[0]);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) exportName = node.name.text;
    ts.forEachChild(node, visit);
  };
  visit(expr);
  return specifier && exportName ? inModule(file, specifier, exportName) : undefined;
}

/** `import { name as local } from "specifier"` in `file`, for `local`. */
function importedFrom(file: string, local: string): { specifier: string; name: string } | undefined {
  for (const statement of sourceFile(file).statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.name.text === local) return { specifier: statement.moduleSpecifier.text, name: (element.propertyName ?? element.name).text };
    }
  }
  return undefined;
}

/** The defineCommand held by `exportName` in the module `specifier` imports from `file`. */
function inModule(file: string, specifier: string, exportName: string): { obj: ts.ObjectLiteralExpression; file: string } | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ''));
  const target = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => existsSync(f));
  if (!target) return undefined;
  const obj = commandsIn(target).get(exportName);
  return obj ? { obj, file: target } : undefined;
}
