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
import installJson from '../config/npm-install.json';
import { NOT_ON_NPM } from '../config/npm-status';
import manifestJson from './manifest.json';
import { options } from '../config/options';
import { toolkitAtCommit } from './toolkit-at-commit';

const toolkit = toolkitAtCommit(options.toolkitRepo);

const docs = path.resolve(import.meta.dirname, '../docs');
const cases = README_KNOWN_ISSUES.map((entry) => [`${entry.package}: ${entry.quote}`, entry] as const);

describe('the README known issues (api-gen/readme-issue-entries.ts)', () => {
  it.each(cases)('%s: one line api-gen can find, a commit, a source line and a guide section that exists', (_, entry) => {
    expect(entry.quote.trim()).toBe(entry.quote);
    // One line, and nothing prepareReadme rewrites (it escapes "<" and makes link targets absolute).
    expect(entry.quote).not.toMatch(/\n|<|\]\(/);
    expect(entry.checkedAt).toMatch(/^[0-9a-f]{7,40}$/);
    // A source file, or for an install line the package.json that names what npm lacks.
    expect(entry.source.file).toMatch(entry.installs ? /^packages\/[^/]+\/package\.json$/ : /^packages\/[^/]+\/src\/.+\.tsx?$/);
    expect(entry.source.from).toBeGreaterThan(0);
    const [route, anchor] = entry.guide.split('#');
    const file = ['.md', '.mdx'].map((ext) => path.join(docs, `${route.slice(1)}${ext}`)).find(existsSync);
    expect(file, `${entry.guide}: no guide page`).toBeDefined();
    // A whole page (no anchor) is a link to its top.
    if (anchor === undefined) return;
    const headings = readFileSync(file!, 'utf8')
      .split('\n')
      .filter((line) => /^#{2,6}\s/.test(line))
      .map((line) => /\{#([^}]+)\}\s*$/.exec(line)?.[1] ?? headingSlug(line.replace(/^#+\s*/, '').replace(/`/g, '')));
    expect(headings, `${entry.guide}: no such heading`).toContain(anchor);
  });

  const reason = toolkit.skipReason ? ` (${toolkit.skipReason})` : '';
  it.skipIf(!toolkit.gitDirs.length).each(cases)(`%s: the README at checkedAt holds the quote exactly once${reason}`, (_, entry) => {
    const readme = toolkit.fileAt(entry.checkedAt, `packages/${entry.package}/README.md`);
    expect(readme, `packages/${entry.package}/README.md at ${entry.checkedAt} is in none of ${toolkit.gitDirs.join(', ')}`).toBeDefined();
    expect(readme!.split(entry.quote).length - 1).toBe(1);
  });

  it.skipIf(!toolkit.gitDirs.length).each(cases)(`%s: the cited source lines exist at checkedAt${reason}`, (_, entry) => {
    const lines = toolkit.citedLinesAt(entry.checkedAt, entry.source);
    expect(lines, `${entry.source.file} at ${entry.checkedAt}: missing, or without those lines`).toBeDefined();
    expect(lines!.join('').trim(), 'the cited lines are blank').not.toBe('');
  });

  const installs = README_KNOWN_ISSUES.filter((entry) => entry.installs).map((entry) => [entry.quote, entry] as const);
  it.each(installs)('%s: the install check (config/npm-install.json) found what the entry says fails, for the release the API reference documents', (_, entry) => {
    const { release, fails } = entry.installs!;
    const name = `@pact-toolbox/${entry.package}`;
    expect(entry.quote, 'the quote is the README line that installs the package').toContain(name);
    if (fails === 'unpublished') {
      expect(NOT_ON_NPM.map((p) => p.name)).toContain(release);
      expect(release).toBe(name);
      return;
    }
    const manifest = (manifestJson as { packages: Record<string, string | { version: string } | null> }).packages[entry.package];
    expect(release).toBe(`${name}@${typeof manifest === 'object' && manifest ? manifest.version : manifest}`);
    const result = (installJson as { packages: Record<string, { install: { ok: boolean }; entries: Record<string, { ok: boolean }> }> }).packages[release];
    expect(result, `${release} is not in config/npm-install.json`).toBeDefined();
    if (fails === 'install') expect(result.install.ok).toBe(false);
    else expect([result.install.ok, Object.values(result.entries).some((e) => !e.ok)]).toEqual([true, true]);
  });
});
