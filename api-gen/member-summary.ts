/**
 * The member summary at the top of class and interface pages: every member,
 * its name linked to its place on the page, a kind badge (constructor, method,
 * accessor, property) and the first sentence of its comment, before the first
 * member section. Read from the TypeDoc model; the table and where it goes are
 * pure.
 */
import { Comment, DeclarationReflection, ReflectionKind, type Reflection } from 'typedoc';
import { headingSlug, memberAnchor } from './anchors';
import { firstSentence } from './summaries';
import { kindBadge } from './kind-badges';

export type MemberKind = 'constructor' | 'method' | 'accessor' | 'property';

export interface MemberRow {
  /** As the page shows it: `forChain()`, `rpcUrl`, `constructor`. */
  label: string;
  anchor: string;
  kind: MemberKind;
  /** First sentence of its comment, markdown; empty when it has none. */
  summary: string;
}

/** The heading that follows the summary: the first member section of the page. */
const MEMBER_SECTION = /^## (Constructors|Properties|Accessors|Methods|Index Signature)\s*$/m;

export function memberKindOf(kind: ReflectionKind): MemberKind {
  if (kind & ReflectionKind.Constructor) return 'constructor';
  if (kind & ReflectionKind.Method) return 'method';
  if (kind & ReflectionKind.Accessor) return 'accessor';
  return 'property';
}

/** The comment a member's summary comes from: its own, or its first signature's (methods, accessors). */
function commentOf(member: DeclarationReflection): Comment | undefined {
  return member.comment ?? member.signatures?.[0]?.comment ?? member.getSignature?.comment ?? member.setSignature?.comment;
}

/** One line of markdown from a comment's summary: its first sentence, on one line, safe in a table cell. */
export function summaryCell(markdown: string): string {
  return firstSentence(markdown.replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|');
}

/**
 * Whether a class's or interface's property is a row of a properties table on its page (anchor `property-<name>`)
 * rather than a heading of its own. typedoc-plugin-markdown (typedoc.json: class and interface properties as tables)
 * writes a table only for a group of properties alone; a page whose members are sorted by category (a class extending
 * LitElement takes its `@category` tags: "attributes", "lifecycle"…) or a group holding other kinds gets headings.
 */
export function propertyIsRow(owner: DeclarationReflection, member: Reflection): boolean {
  if (owner.categories?.length) return false;
  const group = owner.groups?.find((g) => g.children.includes(member as DeclarationReflection));
  return !!group && !group.categories?.length && group.children.every((c) => c.kindOf(ReflectionKind.Property));
}

/** The anchor of a member on its owner's page (anchors.ts memberAnchor, told whether a property is a table row). */
export function memberAnchorOn(owner: DeclarationReflection, member: DeclarationReflection): string {
  return memberAnchor(member.name, member.kindOf(ReflectionKind.Property) && propertyIsRow(owner, member));
}

/** Slugs of the properties a class or interface page shows as headings (none for a page with a properties table). */
export function headingPropertySlugs(model: Reflection): Set<string> {
  if (!(model instanceof DeclarationReflection) || !model.kindOf(ReflectionKind.ClassOrInterface)) return new Set();
  return new Set((model.children ?? []).filter((m) => m.kindOf(ReflectionKind.Property) && !propertyIsRow(model, m)).map((m) => headingSlug(m.name)));
}

/** The members of a class or interface page in page order, or none for any other page. */
export function memberRows(model: Reflection): MemberRow[] {
  if (!(model instanceof DeclarationReflection) || !model.kindOf(ReflectionKind.ClassOrInterface)) return [];
  const order: MemberKind[] = ['constructor', 'property', 'accessor', 'method'];
  return (model.children ?? [])
    .map((m): MemberRow => {
      const kind = memberKindOf(m.kind);
      const comment = commentOf(m);
      return {
        label: kind === 'method' ? `${m.name}()` : kind === 'constructor' ? 'constructor' : m.name,
        anchor: memberAnchorOn(model, m),
        kind,
        summary: comment ? summaryCell(Comment.combineDisplayParts(comment.summary)) : '',
      };
    })
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/** The summary table; empty text for no rows. The description column is left out when no member has one. */
export function memberSummaryTable(rows: MemberRow[]): string {
  if (!rows.length) return '';
  const described = rows.some((r) => r.summary);
  const header = described ? '| Member | Description |\n| ------ | ------ |' : '| Member |\n| ------ |';
  // The badge shares the name's cell: a column of its own would widen the table on a phone.
  const lines = rows.map((r) => `| [\`${r.label}\`](#${r.anchor}) ${kindBadge(r.kind)} |${described ? ` ${r.summary} |` : ''}`);
  return `<p class="pt-sig-label" role="heading" aria-level="2">Members</p>\n\n${header}\n${lines.join('\n')}`;
}

/** The page with the summary before its first member section (or at its end when it has none). */
export function withMemberSummary(contents: string, table: string): string {
  if (!table) return contents;
  const at = MEMBER_SECTION.exec(contents);
  if (!at) return `${contents.trimEnd()}\n\n${table}\n`;
  return `${contents.slice(0, at.index)}${table}\n\n${contents.slice(at.index)}`;
}
