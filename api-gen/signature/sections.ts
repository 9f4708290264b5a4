/**
 * The sections under a signature (type parameters, parameters, returns,
 * throws) as small labels instead of headings: a function page no longer
 * carries three H2s for a four-line signature, and the outline lists only
 * what a reader jumps between (members, overloads). Each label keeps the
 * heading's level for assistive technology (`role="heading"`, `aria-level`),
 * which Rspress's outline does not read. Pure.
 */

/** Section titles shown as labels. */
export const LABELLED_SECTIONS = ['Type Parameters', 'Parameters', 'Returns', 'Throws'] as const;

export const LABEL_CLASS = 'pt-sig-label';

const HEADING = new RegExp(`^(?:(#{2,6}) (${LABELLED_SECTIONS.join('|')})|\\*\\*(${LABELLED_SECTIONS.join('|')})\\*\\*)[ \\t]*$`, 'gm');

/** The label for one section title at a heading level. */
export function sectionLabel(title: string, level: number): string {
  return `<p class="${LABEL_CLASS}" role="heading" aria-level="${level}">${title}</p>`;
}

/** Every labelled section's heading in a prose block (no code fences) as a label. Bold lines stand for level 4. */
export function compactSections(prose: string): string {
  return prose.replace(HEADING, (_, hashes: string | undefined, title: string | undefined, bold: string | undefined) =>
    sectionLabel((title ?? bold)!, hashes ? hashes.length : 4),
  );
}
