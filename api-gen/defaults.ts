/**
 * Default values from `@default` tags. typedoc-plugin-markdown puts a
 * `@defaultValue` tag in a table's "Default value" column but leaves a
 * `@default` tag in the description ("… **Default** `true`"). The toolkit
 * writes `@default`, so the tags are renamed before rendering and their text
 * made one inline code span; a parameter without an initializer takes the
 * tag's value as its default (so do the members of an object parameter, listed
 * in its table as `options.name`).
 */
import { type CommentDisplayPart, type ProjectReflection, ReflectionKind } from 'typedoc';

/** The value a `@default` tag states, as one line of plain text (fences and backticks removed). */
export function tagDefault(parts: readonly Pick<CommentDisplayPart, 'text'>[]): string {
  const text = parts.map((part) => part.text).join('');
  const fenced = /^\s*(`{3,})[^\n]*\n([\s\S]*?)\n?\1\s*$/.exec(text);
  const inner = fenced ? fenced[2] : text.trim().replace(/^(`+)([\s\S]*)\1$/, '$2');
  return inner.replace(/\s+/g, ' ').trim();
}

/** Inline code for a value, fenced with more backticks than it holds. */
export function inlineCode(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return longest ? `${fence} ${value} ${fence}` : `${fence}${value}${fence}`;
}

/** Renames every `@default` tag of properties, parameters and accessors to `@defaultValue`, its text one code span. */
export function adoptDefaultTags(project: ProjectReflection): void {
  const kinds = ReflectionKind.Property | ReflectionKind.Parameter | ReflectionKind.Accessor | ReflectionKind.Variable;
  for (const reflection of project.getReflectionsByKind(kinds)) {
    const tag = reflection.comment?.blockTags.find((t) => t.tag === '@default' || t.tag === '@defaultValue');
    if (!tag) continue;
    const value = tagDefault(tag.content);
    if (!value) continue;
    tag.tag = '@defaultValue';
    tag.content = [{ kind: 'code', text: inlineCode(value) }];
    // A parameter's table reads its default from the reflection, not from tags.
    if (reflection.kindOf(ReflectionKind.Parameter | ReflectionKind.Property) && 'defaultValue' in reflection && !reflection.defaultValue) reflection.defaultValue = value;
  }
}
