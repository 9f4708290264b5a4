/**
 * The member known issues (api-gen/known-issue-entries.ts), checked against the toolkit's source at the commit each
 * was checked at, read with git (api-gen/toolkit-at-commit.ts): the cited file has the cited lines, the member is
 * declared in its package's source, and each fact the entry states as `evidence` holds line for line.
 */
import { describe, expect, it } from 'vitest';
import { API_KNOWN_ISSUES } from './known-issue-entries';
import { options } from '../config/options';
import { toolkitAtCommit } from './toolkit-at-commit';

const toolkit = toolkitAtCommit(options.toolkitRepo);

const cases = API_KNOWN_ISSUES.map((entry) => [`${entry.page}#${entry.anchor}`, entry] as const);
const skip = !toolkit.gitDirs.length;
const reason = toolkit.skipReason ? ` (${toolkit.skipReason})` : '';
const isTestFile = (hit: string) => /\.(test|spec)\.[cm]?[jt]sx?:/.test(hit);

describe('the member known issues (api-gen/known-issue-entries.ts) against the toolkit at checkedAt', () => {
  it.each(cases)('%s: states at least one fact to check', (_, entry) => {
    expect(entry.evidence?.length, `${entry.name}: give the entry an evidence list (pattern, under, lines)`).toBeGreaterThan(0);
  });

  it.skipIf(skip).each(cases)(`%s: the cited source file has the cited lines${reason}`, (_, entry) => {
    const lines = toolkit.citedLinesAt(entry.checkedAt, entry.source);
    expect(lines, `${entry.source.file} at ${entry.checkedAt}: missing, or without those lines`).toBeDefined();
    expect(lines!.join('').trim(), 'the cited lines are blank').not.toBe('');
  });

  it.skipIf(skip).each(cases)(`%s: the member is declared in its package's source${reason}`, (_, entry) => {
    const pkg = entry.page.split('/')[0];
    // A property (`name:`, `name?:`), a method (`name(`, `name<`), or a class or function of that name.
    const declared = String.raw`^\s*((readonly|static|async)\s+)*${entry.name}(\??:|\s*[(<])|^\s*export\s+(class|function|interface)\s+${entry.name}\b`;
    const hits = toolkit.grepAt(entry.checkedAt, declared, `packages/${pkg}/src`);
    expect(hits, `commit ${entry.checkedAt} is in none of ${toolkit.gitDirs.join(', ')}`).toBeDefined();
    expect(hits!.filter((hit) => !isTestFile(hit)).length, `no declaration of ${entry.name} in packages/${pkg}/src`).toBeGreaterThan(0);
  });

  const facts = API_KNOWN_ISSUES.flatMap((entry) => (entry.evidence ?? []).map((fact) => [`${entry.name}: /${fact.pattern}/ under ${fact.under}`, entry.checkedAt, fact] as const));
  it.skipIf(skip).each(facts)(`%s: matches exactly the lines the entry names${reason}`, (_, commit, fact) => {
    const hits = toolkit.grepAt(commit, fact.pattern, fact.under);
    expect(hits, `commit ${commit} is in none of ${toolkit.gitDirs.join(', ')}`).toBeDefined();
    const found = hits!.filter((hit) => !isTestFile(hit)).map((hit) => hit.split(':').slice(0, 2).join(':'));
    expect(found).toEqual(fact.lines);
  });
});
