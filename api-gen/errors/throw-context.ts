/**
 * Whether an npm release throws a message from the same code as main. Our causes and fixes follow main; an npm
 * entry describes the release only where the release's code around the throw is main's code. The code around a throw
 * is its context: the named function it sits in (`resolvePreludes`, `Client.send`), that function's text without
 * comments and formatting, and the functions of its package that call it. Two sites of one message with the same
 * context read alike to a reader; where no main site has the release site's context, the npm page says how the
 * release differs (index.ts). Pure: it reads the source text it is given.
 */
import ts from 'typescript';
import { type DiffRun, tokenDiff } from '../versions/token-diff';
import type { ErrorSite } from './collect';
import type { SourceFile } from './sources';

export interface ThrowContext {
  /** The named function the throw sits in ("resolvePreludes", "Client.send"), or "" at a module's top level. */
  within: string;
  /** That function's text, comments dropped and whitespace collapsed (the whole statement at top level). */
  body: string;
  /** The named functions of the same package that call it ("write in src/codecs/baseX.ts"), sorted, each once. */
  callers: string[];
  /** Where each caller calls it first (`file:line`), for the reader. */
  callerPlaces: Record<string, string>;
  /** Where it is thrown (`file:line`). */
  place: string;
  /** The function is a private member (`private m()`, `#m()`): no reference lists it. */
  private: boolean;
}

const PRINTER = ts.createPrinter({ removeComments: true });
const kindOf = (file: string) => (/\.tsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** A function-like node's name as a reader calls it, or undefined for an anonymous one. */
function nameOf(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.name) return node.name.text;
  if (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node) || ts.isConstructorDeclaration(node)) {
    const member = ts.isConstructorDeclaration(node) ? 'constructor' : ts.isIdentifier(node.name) || ts.isPrivateIdentifier(node.name) ? node.name.text : undefined;
    const owner = ts.isClassLike(node.parent) ? node.parent.name?.text : undefined;
    return member && (owner ? `${owner}.${member}` : member);
  }
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    const holder = node.parent;
    if ((ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder) || ts.isPropertyDeclaration(holder)) && ts.isIdentifier(holder.name)) return holder.name.text;
  }
  return undefined;
}

const isPrivate = (node: ts.Node) =>
  (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) &&
  (ts.isPrivateIdentifier(node.name) || !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword));

/** The innermost named function around `node`, else its top-level statement. */
function enclosing(node: ts.Node): { name: string; node: ts.Node } {
  let top: ts.Node = node;
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const name = ts.isFunctionLike(at) ? nameOf(at) : undefined;
    if (name) return { name, node: at };
    if (at.parent && ts.isSourceFile(at.parent)) top = at;
  }
  return { name: '', node: top };
}

/**
 * A node's code without comments and what a formatter changes: whitespace, trailing commas, quote marks, the
 * parentheses around an arrow function's one parameter; and a catch clause's binding.
 */
export const flatCode = (node: ts.Node, source: ts.SourceFile) =>
  PRINTER.printNode(ts.EmitHint.Unspecified, node, source)
    .replace(/\s+/g, ' ')
    .replace(/,(\s*[}\])])/g, '$1')
    .replace(/'/g, '"')
    .replace(/\(\s*([A-Za-z_$][\w$]*)\s*\)\s*=>/g, '$1 =>')
    // `catch (error) {` and `catch {` run alike; a body that uses the binding differs in its text anyway.
    .replace(/catch \([A-Za-z_$][\w$]*\) \{/g, 'catch {')
    .trim();

/** The last name of a call's callee: `f(…)` → f, `this.client.send(…)` → send. */
function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name)) return callee.name.text;
  return undefined;
}

/** The context of each site (keyed `file:line`), its callers read from the files of the site's package. */
export function throwContexts(sites: readonly ErrorSite[], files: readonly SourceFile[]): Map<string, ThrowContext> {
  const parsed = new Map<string, ts.SourceFile>();
  const parse = (file: SourceFile) => {
    let source = parsed.get(file.file);
    if (!source) parsed.set(file.file, (source = ts.createSourceFile(file.file, file.text, ts.ScriptTarget.Latest, true, kindOf(file.file))));
    return source;
  };
  const byName = new Map(files.map((f) => [f.file, f]));
  // Every call in a package, by the callee's last name: the named functions that make it, with where.
  const callsByPackage = new Map<string, Map<string, Map<string, string>>>();
  const callsIn = (packageName: string) => {
    let calls = callsByPackage.get(packageName);
    if (calls) return calls;
    callsByPackage.set(packageName, (calls = new Map()));
    for (const file of files.filter((f) => f.packageName === packageName)) {
      const visit = (node: ts.Node) => {
        const callee = ts.isCallExpression(node) ? calleeName(node) : undefined;
        if (callee) {
          const callers = calls!.get(callee) ?? new Map<string, string>();
          // A caller is its name in its file below src/ (two codecs' `write` are two callers); the package folder
          // differs between a checkout and a release.
          const caller = `${enclosing(node).name || '(module top level)'} in ${file.file.slice(file.file.lastIndexOf('src/'))}`;
          const source = node.getSourceFile();
          if (!callers.has(caller)) callers.set(caller, `${file.file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
          calls!.set(callee, callers);
        }
        ts.forEachChild(node, visit);
      };
      visit(parse(file));
    }
    return calls;
  };
  const result = new Map<string, ThrowContext>();
  for (const site of sites) {
    const file = byName.get(site.file);
    if (!file) continue;
    const source = parse(file);
    const position = source.getPositionOfLineAndCharacter(site.line - 1, 0);
    const lineEnd = source.getLineEndOfPosition(position);
    // The throw on that line (collect.ts gives the line a throw, return or Promise.reject starts on).
    const throwLike = (node: ts.Node) => ts.isThrowStatement(node) || ts.isReturnStatement(node) || ts.isCallExpression(node);
    let found: ts.Node = source;
    const visit = (node: ts.Node) => {
      if (node.getEnd() < position || node.getStart(source) > lineEnd) return;
      const onLine = node.getStart(source) >= position;
      if (onLine && (found === source || (throwLike(node) && !throwLike(found)))) found = node;
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
    const around = enclosing(found);
    const short = around.name.split('.').at(-1)!;
    const calls = [...((around.name && callsIn(file.packageName).get(short)) || [])].filter(([caller]) => !caller.startsWith(`${around.name} in `));
    const place = `${site.file}:${site.line}`;
    result.set(place, {
      within: around.name,
      body: flatCode(around.node, source),
      callers: calls.map(([caller]) => caller).sort(),
      callerPlaces: Object.fromEntries(calls),
      place,
      private: isPrivate(around.node),
    });
  }
  return result;
}

/** How a release's context differs from main's nearest one: the function's text, and callers on one side only. */
export interface ContextDifference {
  within: string;
  /** The release's function is a private member. */
  private: boolean;
  mainWithin: string;
  /** Where each side throws it (`file:line`). */
  place: string;
  mainPlace: string;
  /** The smallest differing stretch of the function's text, release then main ("" when the text is the same). */
  release: string;
  main: string;
  /** Callers on one side only, as `file:line` places (the release's named, main's by place: main's names may not exist in the release). */
  callersOnlyRelease: string[];
  callersOnlyMain: string[];
}

/** One side's text from its first changed run to its last ('' when nothing changed on that side). */
function changedStretch(runs: readonly DiffRun[]): string {
  const changed = runs.map((r, i) => (r.changed ? i : -1)).filter((i) => i >= 0);
  const first = changed[0] ?? -1;
  const last = changed.at(-1) ?? -1;
  return first < 0 ? '' : runs.slice(first, last + 1).map((r) => r.text).join('');
}

const sameContext = (a: ThrowContext, b: ThrowContext) => a.body === b.body && a.callers.join() === b.callers.join();

/**
 * Undefined when one of main's contexts is the release's (the entry, written for main, describes the release's
 * code too); otherwise how the release's context differs from main's nearest one (same function name first, then
 * the fewest differing characters and callers).
 */
export function contextDifference(release: ThrowContext, main: readonly ThrowContext[]): ContextDifference | undefined {
  if (!main.length || main.some((m) => sameContext(release, m))) return undefined;
  const differences = main.map((m) => {
    const d = tokenDiff(release.body, m.body);
    return {
      within: release.within,
      private: release.private,
      mainWithin: m.within,
      place: release.place,
      mainPlace: m.place,
      release: changedStretch(d.before),
      main: changedStretch(d.after),
      callersOnlyRelease: release.callers.filter((c) => !m.callers.includes(c)).map((c) => release.callerPlaces[c]),
      callersOnlyMain: m.callers.filter((c) => !release.callers.includes(c)).map((c) => m.callerPlaces[c]),
    };
  });
  const cost = (d: ContextDifference) =>
    (d.within === d.mainWithin ? 0 : 1e6) + d.release.length + d.main.length + 50 * (d.callersOnlyRelease.length + d.callersOnlyMain.length);
  return differences.reduce((best, d) => (cost(d) < cost(best) ? d : best));
}

const MAX_SHOWN = 90;
const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);
const code = (text: string) => `\`${clip(text.trim()).replace(/`/g, "'")}\``;
const places = (list: string[]) => list.map((p) => `\`${p}\``).join(', ');

/**
 * One sentence for a reader of the npm page: the release's code differs from main's, which the entry describes, and
 * how. Main's side is named by its source lines only: main's function names may not exist in the release, and the
 * facts check holds every API name an npm entry shows to the release.
 */
export function differenceSentence(d: ContextDifference, release: string): string {
  // "the private `X.m`": the facts check knows a private member is in no reference.
  const fn = d.within ? `${d.private ? 'the private ' : ''}\`${d.within}\`` : 'the module';
  const parts: string[] = [];
  if (d.within !== d.mainWithin) parts.push(`${release} throws it in ${fn} (\`${d.place}\`), main in another function (\`${d.mainPlace}\`)`);
  if (d.release.trim() || d.main.trim()) {
    const what = d.release.trim() && d.main.trim() ? `${code(d.release)} where main has ${code(d.main)}` : d.release.trim() ? `${code(d.release)}, which main lacks` : `no ${code(d.main)}, which main has`;
    parts.push(`in ${release}, ${fn} has ${what}`);
  }
  if (d.callersOnlyRelease.length) parts.push(`${release} also calls ${fn} at ${places(d.callersOnlyRelease)}, which main does not`);
  if (d.callersOnlyMain.length) parts.push(`main also calls it at ${places(d.callersOnlyMain)}, which ${release} does not`);
  return `Differs in ${release}: the cause and fix below describe main's code, and ${release}'s code around this message is not the same (${parts.join('; ')}).`;
}
