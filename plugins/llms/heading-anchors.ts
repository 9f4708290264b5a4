/**
 * A custom heading id (`## doctor: check your machine {#doctor}`) is markup
 * for the HTML build: Rspress turns it into the heading's `id`. The markdown
 * twins receive it as text, escaped by the SSG-MD pass (`\{#doctor}`) on
 * guide pages and as written on API pages made from api-gen's markdown, so a
 * reader of the `.md` file or `llms-full.txt` would see it in the heading.
 * Pure; only ATX heading lines are touched, so prose about the syntax stays.
 */
const HEADING_ANCHOR = /^(#{1,6}[ \t].*?)[ \t]*\\?\{#[^{}\s]+\\?\}[ \t]*$/;

/** The heading line without its trailing custom-anchor marker; any other line unchanged. */
export function withoutHeadingAnchor(line: string): string {
  return line.replace(HEADING_ANCHOR, '$1');
}
