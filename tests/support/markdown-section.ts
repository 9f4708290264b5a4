/**
 * One second-level section of a Markdown file, for tests that read what a page or the README says: from the first
 * occurrence of `marker` (a heading's text or its `{#anchor}`) up to the next `## ` heading, or the end; empty when
 * the marker is missing.
 */
export function markdownSection(markdown: string, marker: string): string {
  const start = markdown.indexOf(marker);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + marker.length);
  return markdown.slice(start, end < 0 ? undefined : end);
}
