/**
 * Finds the error messages a source file can throw, with the TypeScript parser:
 *
 * - `throw new SomeError(message, …)` and `throw SomeError.factory(message, …)`;
 * - `return new SomeError(…)` inside a static method of an error class (the
 *   factories such as `WalletError.notFound(id)` whose text is built inside);
 * - `Promise.reject(new SomeError(message))`, and `reject(new SomeError(message))` where `reject` is the second
 *   parameter of a `new Promise((resolve, reject) => …)` executor (a timer racing an operation).
 *
 * The message is the first argument written as text (a string, a template, or
 * strings joined with +); an all-capitals first argument is an error code
 * (`new WalletError("NOT_FOUND", "…")`) and the message is the next one. A
 * template's variable parts become placeholders: `Network "${name}" not found`
 * reads `Network "<name>" not found`. Messages passed in as variables are not
 * text here and are left out (their text is found where it is written).
 */
import ts from 'typescript';

export interface ErrorSite {
  /** The message, variable parts as `<name>` placeholders. */
  message: string;
  /** The class thrown (`Error`, `ConfigValidationError`, …). */
  errorClass: string;
  /** The factory called (`validation` in `ChainwebClientError.validation(…)`), or the code passed first. */
  code?: string;
  /** Path of the file as given, and the 1-based line of the throw. */
  file: string;
  line: number;
}

const CODE = /^[A-Z][A-Z0-9_]+$/;
const MAX_PLACEHOLDER = 24;

/** A placeholder's name: the expression's last name (`this.containerName` → containerName), or "…" for anything longer. */
function placeholder(expression: ts.Expression, source: ts.SourceFile): string {
  let node: ts.Expression = expression;
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
  if (ts.isIdentifier(node)) return `<${node.text}>`;
  if (ts.isPrivateIdentifier(node)) return `<${node.text.slice(1)}>`;
  if (ts.isPropertyAccessExpression(node)) {
    const owner = node.expression;
    const last = node.name.text.replace(/^#/, '');
    // `list.length`, `error.message`: the owner says more than the property alone.
    if (ts.isIdentifier(owner) && ['length', 'message', 'name', 'status'].includes(last)) return `<${owner.text}.${last}>`;
    return `<${last}>`;
  }
  if (ts.isCallExpression(node)) {
    const text = node.getText(source);
    if (text.length <= MAX_PLACEHOLDER) return `<${text}>`;
    if (ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.name)) {
      // `results.failures.map(…).join(', ')` → <failures>
      let inner: ts.Expression = node.expression.expression;
      while (ts.isCallExpression(inner) && ts.isPropertyAccessExpression(inner.expression)) inner = inner.expression.expression;
      if (ts.isPropertyAccessExpression(inner)) return `<${inner.name.text}>`;
      if (ts.isIdentifier(inner)) return `<${inner.text}>`;
    }
  }
  return '<…>';
}

/** The text of a message argument, or undefined when it is not written as text here. */
export function messageText(node: ts.Expression, source: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => placeholder(span.expression, source) + span.literal.text).join('');
  }
  if (ts.isParenthesizedExpression(node)) return messageText(node.expression, source);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messageText(node.left, source);
    const right = messageText(node.right, source);
    if (left === undefined && right === undefined) return undefined;
    return (left ?? placeholder(node.left, source)) + (right ?? placeholder(node.right, source));
  }
  return undefined;
}

/** Collapses runs of whitespace (messages written over several lines) into one space. */
function tidy(message: string): string {
  return message.replace(/\s+/g, ' ').trim();
}

/** The class name of `new X(…)`, `X.factory(…)` or `new ns.X(…)`. */
function calleeName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return undefined;
}

const looksLikeErrorClass = (name: string | undefined): name is string => !!name && /Error$/.test(name);

/** An argument as template text: written text as it is, anything else as a placeholder. */
function argumentText(node: ts.Expression, source: ts.SourceFile): string {
  return messageText(node, source) ?? placeholder(node, source);
}

/** A message that is only a placeholder (`<message>`) came in as a variable: it is not text written here. */
const isOnlyPlaceholder = (text: string) => /^<[^<>]*>$/.test(text);

/**
 * What one `new X(…)` or `X.f(…)` says, before factories are looked up: the class,
 * the factory called (if any), the code and the message argument(s) as text.
 */
interface Call {
  errorClass: string;
  /** `f` in `X.f(…)`. */
  method?: string;
  code?: string;
  /** `new X(…)`: the message; `X.f(…)`: every argument, for the factory's placeholders. */
  args: string[];
}

function readCall(node: ts.Expression, source: ts.SourceFile): Call | undefined {
  if (ts.isNewExpression(node)) {
    const errorClass = calleeName(node.expression);
    if (!looksLikeErrorClass(errorClass)) return undefined;
    const args = node.arguments ?? [];
    const first = args[0];
    // `new TimeoutError()`: the message is the class's default, looked up with the other files (resolveErrors).
    if (!first) return { errorClass, args: [] };
    if (ts.isObjectLiteralExpression(first)) {
      // `new WalletError({ code, message, … })`
      let message: string | undefined;
      let code: string | undefined;
      for (const property of first.properties) {
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
        const value = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
        if (!value) continue;
        if (name === 'message') message = argumentText(value, source);
        if (name === 'code') code = argumentText(value, source);
      }
      return message === undefined ? undefined : { errorClass, code, args: [message] };
    }
    const firstText = messageText(first, source);
    if (firstText !== undefined && CODE.test(firstText) && args[1]) return { errorClass, code: firstText, args: [argumentText(args[1], source)] };
    return { errorClass, args: [argumentText(first, source)] };
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const errorClass = calleeName(node.expression.expression);
    if (!looksLikeErrorClass(errorClass)) return undefined;
    return { errorClass, method: node.expression.name.text, args: node.arguments.map((arg) => argumentText(arg, source)) };
  }
  return undefined;
}

/** A static method of an error class that builds its message: `static timeout(ms) { return new X(`… ${ms}ms`) }`. */
export interface Factory {
  errorClass: string;
  method: string;
  params: string[];
  /** What the method returns, its parameters as `<name>` placeholders. */
  returns: Call;
}

/** A place that throws, before factories are applied. */
export interface RawSite {
  call: Call;
  file: string;
  line: number;
}

/** An error class whose constructor gives its message a default: `constructor(message = "Operation timed out")`. */
export interface DefaultMessage {
  errorClass: string;
  message: string;
}

export interface FileErrors {
  sites: RawSite[];
  factories: Factory[];
  /** Omitted by readers that predate it; read as none. */
  defaults?: DefaultMessage[];
}

/** The default of an error class's first constructor parameter, when it is text. */
function defaultMessageOf(node: ts.ClassLikeDeclaration, source: ts.SourceFile): DefaultMessage | undefined {
  const name = node.name?.text;
  if (!looksLikeErrorClass(name)) return undefined;
  const constructor = node.members.find(ts.isConstructorDeclaration);
  const initializer = constructor?.parameters[0]?.initializer;
  const message = initializer ? messageText(initializer, source) : undefined;
  return name && message ? { errorClass: name, message } : undefined;
}

/** The static method of an error class a node sits in, if any. */
function errorFactoryOf(node: ts.Node): ts.MethodDeclaration | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isMethodDeclaration(at)) {
      const isStatic = at.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false;
      const owner = at.parent;
      return isStatic && ts.isClassLike(owner) && looksLikeErrorClass(owner.name?.text) ? at : undefined;
    }
    if (ts.isFunctionLike(at) && !ts.isArrowFunction(at)) return undefined;
  }
  return undefined;
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) ? unwrap(node.expression) : node;

/** Whether `callee` is the `reject` parameter of an enclosing `new Promise(…)` executor. */
function isExecutorReject(callee: ts.Expression, source: ts.SourceFile): boolean {
  if (!ts.isIdentifier(callee)) return false;
  for (let node: ts.Node | undefined = callee.parent; node; node = node.parent) {
    if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) continue;
    const second = node.parameters[1];
    if (!second || !ts.isIdentifier(second.name) || second.name.text !== callee.text) continue;
    const promise = node.parent;
    return ts.isNewExpression(promise) && promise.expression.getText(source) === 'Promise' && promise.arguments?.[0] === node;
  }
  return false;
}

/** Every throw of an error with a message, and every error factory, in one file (source order). */
export function readErrors(file: string, text: string): FileErrors {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.m?jsx?$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const result: FileErrors = { sites: [], factories: [], defaults: [] };
  const addSite = (node: ts.Node, expression: ts.Expression) => {
    const call = readCall(unwrap(expression), source);
    if (!call) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    result.sites.push({ call, file, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node)) {
      const found = defaultMessageOf(node, source);
      if (found) result.defaults!.push(found);
    }
    if (ts.isThrowStatement(node) && node.expression) addSite(node, node.expression);
    else if (ts.isReturnStatement(node) && node.expression) {
      const method = errorFactoryOf(node);
      const call = method ? readCall(unwrap(node.expression), source) : undefined;
      if (method && call && ts.isIdentifier(method.name) && ts.isClassLike(method.parent) && method.parent.name) {
        result.factories.push({
          errorClass: method.parent.name.text,
          method: method.name.text,
          params: method.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : '')),
          returns: call,
        });
      }
    } else if (ts.isCallExpression(node) && node.arguments[0] && (node.expression.getText(source) === 'Promise.reject' || isExecutorReject(node.expression, source))) {
      addSite(node, node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

const MAX_FACTORY_DEPTH = 4;

/** A factory's message with the call's arguments in its placeholders, following factories that call factories. */
function throughFactory(call: Call, factories: Map<string, Factory>, depth = 0, defaults = new Map<string, string>()): { message: string; code?: string } | undefined {
  if (!call.method) {
    const message = call.args[0] ?? defaults.get(call.errorClass);
    return message === undefined ? undefined : { message, code: call.code };
  }
  const factory = factories.get(`${call.errorClass}.${call.method}`);
  if (!factory || depth > MAX_FACTORY_DEPTH) {
    // A factory we cannot see: its first argument written as text is the best guess of the message.
    const first = call.args[0];
    if (first !== undefined && CODE.test(first)) return call.args[1] === undefined ? undefined : { message: call.args[1], code: first };
    return first === undefined ? undefined : { message: first, code: call.method };
  }
  const fill = (text: string) =>
    factory.params.reduce((out, param, i) => (param ? out.split(`<${param}>`).join(call.args[i] ?? `<${param}>`) : out), text);
  const inner = throughFactory({ ...factory.returns, args: factory.returns.args.map(fill) }, factories, depth + 1, defaults);
  if (!inner) return undefined;
  const code = inner.code ? fill(inner.code) : call.method;
  return { message: inner.message, code: code.startsWith('<') ? call.method : code };
}

/** Error sites of many files, factories applied across them; messages that are only a variable are left out. */
export function resolveErrors(files: FileErrors[]): ErrorSite[] {
  const factories = new Map(files.flatMap((f) => f.factories).map((f) => [`${f.errorClass}.${f.method}`, f]));
  const defaults = new Map(files.flatMap((f) => f.defaults ?? []).map((d) => [d.errorClass, d.message]));
  return files.flatMap((f) =>
    f.sites.flatMap((site): ErrorSite[] => {
      const found = throughFactory(site.call, factories, 0, defaults);
      if (!found) return [];
      const message = tidy(found.message);
      if (!message || isOnlyPlaceholder(message)) return [];
      return [{ message, errorClass: site.call.errorClass, ...(found.code ? { code: found.code } : {}), file: site.file, line: site.line }];
    }),
  );
}

/** Every error message written in one file (factories of other files not applied). */
export function collectErrors(file: string, text: string): ErrorSite[] {
  return resolveErrors([readErrors(file, text)]);
}
