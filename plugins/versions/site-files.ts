/**
 * What a two-version site tells crawlers and tools (pure): main's pages are the canonical ones, so an npm page
 * whose page exists on main names main's as canonical (an npm-only page, such as a symbol main removed, names
 * itself); llms.txt lists main and names the npm version's entry once, in a section of its own.
 */
import { NPM_API_ROUTE, rebaseRoute, API_ROUTE } from '../../api-gen/layout';
import type { VersionsData } from '../../api-gen/versions/data';
import { locate } from '../../api-gen/versions/counterpart';

export function canonicalRoute(route: string, data: VersionsData | undefined): string {
  if (!data || !route.startsWith(NPM_API_ROUTE)) return route;
  const here = locate(route, data.versions);
  if (!here) return route;
  return here.path === 'index' || data.pages.main.includes(here.path) ? rebaseRoute(route, API_ROUTE) : route;
}

export const NPM_LLMS_HEADING = '## npm releases';

/** llms.txt without the npm version's page lines, and one line for its entry (`npmIndexUrl`: the twin of /npm/api/). */
export function llmsWithNpmEntry(text: string, npmIndexUrl: string): string {
  if (text.includes(NPM_LLMS_HEADING)) return text;
  const npmPath = NPM_API_ROUTE;
  const kept = text
    .split('\n')
    .filter((line) => !(line.startsWith('- ') && line.includes(npmPath)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
  const entry = `- [API reference of the npm releases](${npmIndexUrl}): the packages as \`npm install\` gives them, beside the main branch documented above; each package's change page lists what differs.`;
  return `${kept}\n\n${NPM_LLMS_HEADING}\n\n${entry}\n`;
}
