/**
 * What a `useHead` call changes in the document head, as data: the title, the
 * `<html lang>`, the `<meta>` tags to write, and the ones an earlier call wrote
 * that this one no longer has (a page without a description leaves none behind).
 * Pure, so the rules are unit-tested; runtime/head.ts applies the plan.
 */

/** The part of unhead's `useHead` input that Rspress's layout passes. */
export interface HeadInput {
  title?: string;
  htmlAttrs?: { lang?: string };
  meta?: readonly (MetaInput | null | undefined | false)[];
}

export interface MetaInput {
  name?: string;
  property?: string;
  content?: string;
}

export interface MetaTag {
  /** The attribute that names the tag: `name="description"` or `property="og:title"`. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** Which tag: `name="description"`, `property="og:title"`. */
export type MetaName = Pick<MetaTag, 'attribute' | 'key'>;

export interface HeadPlan {
  title?: string;
  lang?: string;
  write: MetaTag[];
  remove: MetaName[];
}

/** `name=description`: one string per tag, to compare one call's tags with the last. */
export const tagId = (tag: MetaName) => `${tag.attribute}=${tag.key}`;

function metaTag(meta: MetaInput): MetaTag | undefined {
  if (meta.content === undefined) return undefined;
  if (meta.property) return { attribute: 'property', key: meta.property, content: meta.content };
  if (meta.name) return { attribute: 'name', key: meta.name, content: meta.content };
  return undefined;
}

/**
 * @param written the tags the previous call wrote, to remove those this call leaves out
 */
export function headPlan(input: HeadInput, written: readonly MetaName[]): HeadPlan {
  const write: MetaTag[] = [];
  for (const meta of input.meta ?? []) {
    const tag = meta ? metaTag(meta) : undefined;
    if (!tag) continue;
    const at = write.findIndex((w) => tagId(w) === tagId(tag));
    // Like unhead: a later tag with the same name replaces an earlier one.
    if (at >= 0) write[at] = tag;
    else write.push(tag);
  }
  const kept = new Set(write.map(tagId));
  const remove = written.filter((tag) => !kept.has(tagId(tag))).map(({ attribute, key }) => ({ attribute, key }));
  return { title: input.title || undefined, lang: input.htmlAttrs?.lang || undefined, write, remove };
}
