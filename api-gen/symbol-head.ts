/**
 * What a symbol page says about where the symbol sits before its details: the declaration line of a class or
 * interface (`class ChainwebClient`, `interface CreateSaleOptions extends MarmaladeOperationOptions`), the line
 * that imports it (`import { ChainwebClient } from '@pact-toolbox/chainweb-client';`, selected whole by a click), the package that declares it when that is another one ("Re-exported from `@pact-toolbox/types`"),
 * and its type relationships both ways (Extends, Implements, Extended by, Implemented by), linked. Built from
 * TypeDoc's model by the signature theme (api-gen/signature/theme.ts); the markdown is made by pure functions.
 */
import { DeclarationReflection, ReflectionKind, type ReferenceType, type SomeType } from 'typedoc';
import { signatureMarkup } from './signature/markup';
import { LINE_BUDGET, type Line } from './signature/layout';
import { joinTokens, kw, punct, textOf, tok, width, type Token } from './signature/tokens';
import { typeParameterTokens, typeTokens, type Linker } from './signature/type-tokens';

/** The labels of the four relationship lists, in page order. */
export const RELATION_LABELS = ['Extends', 'Implements', 'Extended by', 'Implemented by'] as const;
export type RelationLabel = (typeof RELATION_LABELS)[number];

export interface RelatedType {
  /** As written in TypeScript (`Base<string>`). */
  text: string;
  /** Its page, when it has one. */
  url?: string;
}

/** Whether importing the symbol needs `import type`: interfaces and type aliases have no value to import. */
export function isTypeOnly(kind: ReflectionKind): boolean {
  return (kind & (ReflectionKind.Interface | ReflectionKind.TypeAlias)) !== 0;
}

/** The line that imports `name` from `packageName`. */
export function importLine(name: string, packageName: string, typeOnly: boolean): string {
  return `import ${typeOnly ? 'type ' : ''}{ ${name} } from '${packageName}';`;
}

/** The class of the import line's paragraph. */
export const IMPORT_CLASS = 'pt-import';

/** Text as HTML: the import line's quotes and braces stay as written. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The import line as one line of code in its own paragraph, not a highlighted code block: a code block with its
 * buttons on each of ~390 pages cost about 1 MB of output (budget in scripts/bench/budgets.ts). A click selects
 * the whole line (`user-select: all`, theme/mdx/reference.css), ready to copy.
 */
export function importBlock(name: string, packageName: string, typeOnly: boolean): string {
  return `<p class="${IMPORT_CLASS}"><code>${html(importLine(name, packageName, typeOnly))}</code></p>`;
}

/** The sentence naming the package that declares a symbol another package exports; empty when it is the same one. */
export function reexportNote(declaringPackage: string | undefined, documentingPackage: string): string {
  if (!declaringPackage || declaringPackage === documentingPackage) return '';
  // HTML, not prose: the page's description (its first prose paragraph) stays the symbol's own.
  return `<p class="pt-reexport">Re-exported from <code>${declaringPackage}</code>.</p>`;
}

/** A markdown link to a related type, or the type as code when it has no page. */
function relatedMarkup(r: RelatedType): string {
  const code = `\`${r.text}\``;
  return r.url ? `[${code}](${r.url})` : code;
}

/**
 * The relationship lists, each under a small label (as the page's other labels), items linked; lists with no
 * item are left out, and so is the whole block when all are empty.
 */
export function relationsMarkup(lists: Partial<Record<RelationLabel, RelatedType[]>>): string {
  const parts: string[] = [];
  for (const label of RELATION_LABELS) {
    const items = lists[label];
    if (!items?.length) continue;
    parts.push(`<p class="pt-sig-label pt-relations" role="heading" aria-level="2">${label}</p>\n\n${items.map((r) => `- ${relatedMarkup(r)}`).join('\n')}`);
  }
  return parts.join('\n\n');
}

/**
 * The declaration line of a class or interface: `class Name<T> extends Base implements A, B`. On one line when it
 * fits the signature budget, else `extends` and `implements` each on a line of their own, indented.
 */
export function declarationLines(head: Token[], clauses: { keyword: string; types: Token[][] }[], budget = LINE_BUDGET): Line[] {
  const parts = clauses.filter((c) => c.types.length).map((c) => [kw(c.keyword), punct(' '), ...joinTokens(c.types, [punct(', ')])]);
  const oneLine = [...head, ...parts.flatMap((p) => [punct(' '), ...p])];
  if (width(oneLine) <= budget || !parts.length) return [oneLine];
  return [head, ...parts.map((p) => [{ text: '  ' }, ...p])];
}

/** Whether a type says something: TypeDoc writes a base it could not resolve as `unknown`, which would mislead. */
function known(type: SomeType): boolean {
  return !((type.type === 'intrinsic' || type.type === 'unknown') && type.name === 'unknown');
}

/** The declaration block of a class or interface page; undefined for other kinds. */
export function declarationBlock(model: DeclarationReflection, link: Linker): string | undefined {
  const isClass = model.kindOf(ReflectionKind.Class);
  if (!isClass && !model.kindOf(ReflectionKind.Interface)) return undefined;
  const tps = (model.typeParameters ?? []).map((tp) => typeParameterTokens(tp, link));
  const head: Token[] = [
    ...(model.flags.isAbstract ? [kw('abstract'), punct(' ')] : []),
    kw(isClass ? 'class' : 'interface'),
    punct(' '),
    tok(model.name, 'name'),
    ...(tps.length ? [punct('<'), ...joinTokens(tps, [punct(', ')]), punct('>')] : []),
  ];
  const types = (list: SomeType[] | undefined) => (list ?? []).filter(known).map((t) => typeTokens(t, link));
  return signatureMarkup(
    declarationLines(head, [
      { keyword: 'extends', types: types(model.extendedTypes) },
      { keyword: 'implements', types: types(model.implementedTypes) },
    ]),
  );
}

/**
 * A reference's page when it is the type the reference names. A reference TypeDoc resolved to a reflection of
 * another name (a base class from a library whose types it could not read, resolved to an unrelated export of the
 * same name space) gets no link: a wrong link is worse than none.
 */
export function relatedOf(type: SomeType, link: Linker): RelatedType {
  const text = textOf(typeTokens(type, link));
  if (type.type !== 'reference') return { text };
  const ref = type as ReferenceType;
  const target = ref.reflection;
  const url = target && target.name === ref.name ? link(ref) : undefined;
  return url ? { text, url } : { text };
}

/** The four lists of a class or interface from the model. */
export function relationsOf(model: DeclarationReflection, link: Linker): Partial<Record<RelationLabel, RelatedType[]>> {
  const of = (list: SomeType[] | undefined) => (list ?? []).filter(known).map((t) => relatedOf(t, link));
  return {
    Extends: of(model.extendedTypes),
    Implements: of(model.implementedTypes),
    'Extended by': of(model.extendedBy),
    'Implemented by': of(model.implementedBy),
  };
}

/** The sections typedoc-plugin-markdown writes for the relationships, replaced by ours. */
const PLUGIN_RELATIONS = /^## (Extends|Implements|Extended by|Implemented by|Hierarchy)\n\n(?:[-*] .*\n?)+\n*/gm;

/** The page without typedoc-plugin-markdown's own relationship sections. */
export function withoutPluginRelations(markdown: string): string {
  return markdown.replace(PLUGIN_RELATIONS, '');
}

/** The first member section of a class or interface page: the relationship lists go before it. */
const MEMBER_SECTION = /^## (Constructors|Properties|Accessors|Methods|Index Signature)\s*$/m;

/**
 * The page with its head (declaration line, import line, re-export note) right under the title, and the
 * relationship lists before its first member section (after the description), or at its end.
 */
export function withSymbolHead(markdown: string, head: string, relations: string): string {
  let out = withoutPluginRelations(markdown);
  if (relations) {
    const at = MEMBER_SECTION.exec(out);
    out = at ? `${out.slice(0, at.index)}${relations}\n\n${out.slice(at.index)}` : `${out.trimEnd()}\n\n${relations}\n`;
  }
  if (!head) return out;
  const title = /^# .*\n/m.exec(out);
  return title ? `${out.slice(0, title.index + title[0].length)}\n${head}\n\n${out.slice(title.index + title[0].length).replace(/^\n+/, '')}` : `${head}\n\n${out}`;
}

/** The package module a reflection belongs to (the top-level module under the project). */
function packageModuleOf(model: DeclarationReflection): DeclarationReflection | undefined {
  let current: DeclarationReflection | undefined = model;
  while (current?.parent && !current.parent.isProject()) current = current.parent as DeclarationReflection;
  return current?.kindOf(ReflectionKind.Module) ? current : undefined;
}

/** Which symbol pages get a head: the exports of a package (not members, not the package page itself). */
export function isSymbolPage(model: DeclarationReflection): boolean {
  const parent = model.parent;
  return !!parent && parent.kindOf(ReflectionKind.Module) && model.kindOf(ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.TypeAlias | ReflectionKind.Function | ReflectionKind.Variable | ReflectionKind.Enum | ReflectionKind.Namespace);
}

/**
 * A symbol page's markdown with its head and relationship lists. `scope` makes a module name a package name
 * (`chainweb-client` → `@pact-toolbox/chainweb-client`); `declaredIn` is the package whose files declare the symbol.
 */
export function symbolPage(markdown: string, model: DeclarationReflection, link: Linker, fullName: (module: string) => string, declaredIn: string | undefined): string {
  if (!isSymbolPage(model)) return markdown;
  const module = packageModuleOf(model);
  if (!module) return markdown;
  const pkg = fullName(module.name);
  const head = [
    declarationBlock(model, link),
    model.kindOf(ReflectionKind.Namespace) ? undefined : importBlock(model.name, pkg, isTypeOnly(model.kind)),
    reexportNote(declaredIn, pkg),
  ].filter(Boolean);
  return withSymbolHead(markdown, head.join('\n\n'), relationsMarkup(relationsOf(model, link)));
}
