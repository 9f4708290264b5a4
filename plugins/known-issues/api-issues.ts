/**
 * The API reference's known issues that its generated pages show (api-gen/known-issues.ts writes a "Known issues"
 * section on a page for each entry whose member it finds): read back from the pages, so the list names only what a
 * reader can open.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_KNOWN_ISSUES, type ApiKnownIssue } from '../../api-gen/known-issue-entries';
import { KNOWN_ISSUES_ANCHOR } from '../../api-gen/known-issues';
import { API_ROUTE } from '../../api-gen/layout';
import { firstSentence, plainText } from './collect';
import type { ApiIssue } from './page';

/** The entries among `entries` whose page in `apiDir` has a Known issues section naming them, in the entries' order. */
export function apiIssues(apiDir: string, entries: readonly ApiKnownIssue[] = API_KNOWN_ISSUES): ApiIssue[] {
  return entries.flatMap((entry) => {
    const file = path.join(apiDir, `${entry.page}.md`);
    if (!existsSync(file)) return [];
    const text = readFileSync(file, 'utf8');
    const section = text.indexOf(`{#${KNOWN_ISSUES_ANCHOR}}`);
    if (section < 0 || !text.slice(section).includes(entry.name)) return [];
    return [{ name: entry.name, link: `${API_ROUTE}${entry.page}#${KNOWN_ISSUES_ANCHOR}`, summary: firstSentence(plainText(entry.text)) }];
  });
}
