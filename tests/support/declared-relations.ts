/**
 * What each export's own declaration says of its relations and documentation, straight from the inputs with the
 * TypeScript compiler API (not through TypeDoc): the bases it extends and implements as written, and its doc
 * comment (or, with none, its resolved bases' comments, which a page may show as inherited).
 * `relationDisagreements` holds the generated symbol pages of one tree to it: no page may show a base, an
 * "Extended by" entry or a comment that its declaration does not have.
 */
import { FOLDED_SENTENCE } from '../../api-gen/foreign-inherited';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readExports } from './declared-exports';

export interface Relations {
  extends: string[];
  implements: string[];
  /** The comment text a page may show: its own, or with none its bases'. */
  docs: string;
}

const written = (expr: ts.ExpressionWithTypeArguments) => expr.expression.getText();

function docsOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const own = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const tags = symbol.getJsDocTags(checker).map((t) => `${t.name} ${ts.displayPartsToString(t.text)}`);
  return [own, ...tags].join('\n');
}

/** The comments written above the export statements a name passes through (all a name that resolves to nothing has). */
function reexportComments(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const texts: string[] = [];
  let current: ts.Symbol | undefined = exported;
  for (let hops = 0; current && current.flags & ts.SymbolFlags.Alias && hops < 20; hops += 1) {
    for (const d of current.declarations ?? []) {
      let statement: ts.Node = d;
      while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
      const text = statement.getSourceFile().text;
      for (const range of ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? []) texts.push(text.slice(range.pos, range.end));
    }
    current = checker.getImmediateAliasedSymbol(current);
  }
  return texts.join('\n');
}

/** Package → export name → relations, for several entry points read in one program. */
export function declaredRelations(entries: Readonly<Record<string, string>>, compilerOptions: ts.CompilerOptions): Record<string, Record<string, Relations>> {
  return readExports(entries, compilerOptions, (checker, exported, symbol) => {
    const clauses = (symbol.declarations ?? []).flatMap((d) => (ts.isClassLike(d) || ts.isInterfaceDeclaration(d) ? (d.heritageClauses ?? []) : []));
    const of = (token: ts.SyntaxKind) => [...new Set(clauses.filter((c) => c.token === token).flatMap((c) => c.types.map(written)))];
    let docs = symbol.declarations?.length ? docsOf(checker, symbol) : reexportComments(checker, exported);
    if (!docs.trim()) {
      const bases = clauses.flatMap((c) => c.types.map((t) => checker.getTypeAtLocation(t).getSymbol())).filter((s): s is ts.Symbol => !!s?.declarations?.length);
      docs = bases.map((b) => docsOf(checker, b)).join('\n');
    }
    return { extends: of(ts.SyntaxKind.ExtendsKeyword), implements: of(ts.SyntaxKind.ImplementsKeyword), docs };
  });
}

/** The names listed under a relations heading of a page ("Extends", "Extended by"), without type arguments. */
export function listedUnder(page: string, label: string): string[] {
  const at = page.indexOf(`aria-level="2">${label}</p>`);
  if (at < 0) return [];
  const block = page.slice(at).split('\n\n')[1] ?? '';
  return block
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => /`([^`]+)`/.exec(line)?.[1].replace(/<.*$/, '') ?? line.slice(2));
}

/** The first paragraph of a symbol page's comment: after its "Defined in" line and before its first label, headings skipped. */
export function commentOf(page: string): string {
  const after = page.split(/^Defined in: .*$/m)[1];
  if (after === undefined) return '';
  const paragraphs = after.split(/^<p class="pt-sig-label/m)[0].split(/\n\n+/).map((p) => p.trim());
  // Prose only: headings, HTML, tables and code blocks are TypeDoc's own rendering of the type, and the sentence
  // that counts members inherited from outside the toolkit is api-gen's, not the declaration's comment.
  return paragraphs.find((p) => p && !/^(#|<|\||```)/.test(p) && !FOLDED_SENTENCE.test(p)) ?? '';
}

/** Letters and digits only, links reduced to their text (`[A](url)` on a page, `{@link A}` in a comment). */
const letters = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, '')
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)[^}]*\}/g, '$1')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Every page of a tree that shows a base, an "Extended by" entry or a comment its declaration lacks. */
export function relationDisagreements(dir: string, route: string, relations: Record<string, Record<string, Relations>>): string[] {
  const problems: string[] = [];
  const pages = JSON.parse(readFileSync(path.join(dir, '_data/symbols.json'), 'utf8')) as Record<string, string>;
  const extenders = new Map<string, Set<string>>();
  for (const exports of Object.values(relations)) for (const [name, r] of Object.entries(exports)) for (const base of [...r.extends, ...r.implements]) (extenders.get(base) ?? extenders.set(base, new Set()).get(base)!).add(name);
  for (const [pkg, exports] of Object.entries(relations)) {
    for (const [name, declared] of Object.entries(exports)) {
      const to = pages[`${pkg}/${name}`];
      const parts = to?.slice(route.length).split('/');
      if (!to || to.includes('#') || parts![0] !== pkg || parts!.at(-1) !== name) continue;
      const file = path.join(dir, `${parts!.join('/')}.md`);
      if (!existsSync(file)) continue;
      const page = readFileSync(file, 'utf8');
      const where = `${route}${parts!.join('/')}`;
      for (const base of listedUnder(page, 'Extends')) if (!declared.extends.some((b) => b.endsWith(base))) problems.push(`${where}: "Extends ${base}", its declaration extends ${declared.extends.join(', ') || 'nothing'}`);
      for (const child of listedUnder(page, 'Extended by')) if (!extenders.get(name)?.has(child)) problems.push(`${where}: "Extended by ${child}", which does not extend it`);
      const comment = commentOf(page);
      if (comment && !letters(declared.docs).includes(letters(comment).slice(0, 60))) problems.push(`${where}: shows a comment its declaration does not have ("${comment.slice(0, 60)}")`);
    }
  }
  return problems;
}
