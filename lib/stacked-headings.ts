/**
 * Headings stacked without text between them ("## Start the DevNet" right above "### From the command line"): a
 * section should say in a sentence what its subsections hold before the first of them. Code fences are skipped.
 */
export function stackedHeadings(markdown: string): string[] {
  const found: string[] = [];
  let previousHeading: string | undefined;
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      previousHeading = undefined;
      continue;
    }
    if (!line.trim()) continue;
    const heading = /^#{1,6}\s/.test(line) ? line.trim() : undefined;
    if (heading && previousHeading) found.push(`${previousHeading} → ${heading}`);
    previousHeading = heading;
  }
  return found;
}
