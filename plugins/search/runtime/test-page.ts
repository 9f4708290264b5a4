/** For tests: an index page whose text is its title, then each section's heading (depth 2) followed by its body. */
import type { IndexPage } from './search-index';

export function page(title: string, routePath: string, sections: [heading: string, id: string, body: string][]): IndexPage {
  let content = `${title}.\n`;
  const toc: IndexPage['toc'] = [];
  for (const [heading, id, body] of sections) {
    toc.push({ id, text: heading, depth: 2, charIndex: content.length });
    content += `${heading}\n${body}\n`;
  }
  return { title, routePath, content, toc };
}
