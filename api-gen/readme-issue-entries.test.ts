/**
 * The README known issues (api-gen/readme-issue-entries.ts), checked another way than api-gen places them: each quote
 * is read from the package's README at the commit the entry was checked at, with git (api-gen/toolkit-at-commit.ts:
 * the toolkit checkout PACT_TOOLBOX_REPO names, or else the local mirror); without either, that test is skipped and says why.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingSlug } from './anchors';
import { README_KNOWN_ISSUES } from './readme-issue-entries';
import { toolkitFileAt, toolkitGitDirs, toolkitSkipReason } from './toolkit-at-commit';

const docs = path.resolve(import.meta.dirname, '../docs');
const cases = README_KNOWN_ISSUES.map((entry) => [`${entry.package}: ${entry.quote}`, entry] as const);

describe('the README known issues (api-gen/readme-issue-entries.ts)', () => {
  it.each(cases)('%s: one line api-gen can find, a commit, a source line and a guide section that exists', (_, entry) => {
    expect(entry.quote.trim()).toBe(entry.quote);
    // One line, and nothing prepareReadme rewrites (it escapes "<" and makes link targets absolute).
    expect(entry.quote).not.toMatch(/\n|<|\]\(/);
    expect(entry.checkedAt).toMatch(/^[0-9a-f]{7,40}$/);
    expect(entry.source.file).toMatch(/^packages\/[^/]+\/src\/.+\.ts$/);
    expect(entry.source.from).toBeGreaterThan(0);
    const [route, anchor] = entry.guide.split('#');
    const file = ['.md', '.mdx'].map((ext) => path.join(docs, `${route.slice(1)}${ext}`)).find(existsSync);
    expect(file, `${entry.guide}: no guide page`).toBeDefined();
    const headings = readFileSync(file!, 'utf8')
      .split('\n')
      .filter((line) => /^#{2,6}\s/.test(line))
      .map((line) => /\{#([^}]+)\}\s*$/.exec(line)?.[1] ?? headingSlug(line.replace(/^#+\s*/, '').replace(/`/g, '')));
    expect(headings, `${entry.guide}: no such heading`).toContain(anchor);
  });

  const reason = toolkitSkipReason ? ` (${toolkitSkipReason})` : '';
  it.skipIf(!toolkitGitDirs.length).each(cases)(`%s: the README at checkedAt holds the quote exactly once${reason}`, (_, entry) => {
    const readme = toolkitFileAt(entry.checkedAt, `packages/${entry.package}/README.md`);
    expect(readme, `packages/${entry.package}/README.md at ${entry.checkedAt} is in none of ${toolkitGitDirs.join(', ')}`).toBeDefined();
    expect(readme!.split(entry.quote).length - 1).toBe(1);
  });
});
