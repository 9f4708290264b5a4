/**
 * The README known issues (api-gen/readme-issue-entries.ts), checked another way than api-gen places them: each quote
 * is read from the package's README at the commit the entry was checked at, with git, from the toolkit checkout
 * (PACT_TOOLBOX_REPO) or else the local mirror of the toolkit; without either, that test is skipped and says why.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { options } from '../config/options';
import { headingSlug } from './anchors';
import { README_KNOWN_ISSUES } from './readme-issue-entries';

/** The bare mirror of kadena-community/pact-toolbox this machine's tooling keeps, used when no checkout is given. */
const MIRROR = '/work/.mirror/kadena-community+pact-toolbox/repo';
const gitDirs = [options.toolkitRepo && path.join(options.toolkitRepo, '.git'), MIRROR].filter((dir): dir is string => !!dir && existsSync(dir));

/** The README of a package at a commit, from the first git directory that has that commit; undefined when none has. */
function readmeAt(commit: string, pkg: string): string | undefined {
  for (const gitDir of gitDirs) {
    try {
      return execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:packages/${pkg}/README.md`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      // Not in this one (a shallow clone may lack the commit): try the next.
    }
  }
  return undefined;
}

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

  const reason = gitDirs.length ? '' : `skipped: set PACT_TOOLBOX_REPO to a clone of the toolkit (or keep its mirror at ${MIRROR}) to read the READMEs at the commit each entry was checked at`;
  it.skipIf(!gitDirs.length).each(cases)(`%s: the README at checkedAt holds the quote exactly once${reason ? ` (${reason})` : ''}`, (_, entry) => {
    const readme = readmeAt(entry.checkedAt, entry.package);
    expect(readme, `packages/${entry.package}/README.md at ${entry.checkedAt} is in none of ${gitDirs.join(', ')}`).toBeDefined();
    expect(readme!.split(entry.quote).length - 1).toBe(1);
  });
});
