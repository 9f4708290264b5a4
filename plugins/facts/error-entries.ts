/**
 * The error reference held to the guide's checks: each entry the page shows (api-gen writes them, with their
 * computed sentences, into the API data folder's errors.json) is read as markdown and goes through the same
 * checks as a guide page (CLI commands and flags, the commands readers copy, Pact blocks), and the API names in
 * its inline code must exist in the version the page documents:
 *
 * - `Owner.member` (with or without a call): when `Owner` is a documented export, `member` must be one of its members;
 * - a bare `name` or `name()`: when the other version's reference knows it, this version's must too.
 *
 * A problem names the entry's file (config/errors/<package>.json) and line.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InlineCode } from 'mdast';
import { visit } from 'unist-util-visit';
import { dataFile } from '../../api-gen/data-files';
import type { ShownEntry } from '../../api-gen/errors/index';
import { parsePage } from '../../api-gen/guide-pages';
import type { SymbolTable } from '../api-links/index';
import { type FactProblem, FactsError, type FactsOptions, formatProblem, pageProblems } from './remark-facts';

export interface ShownEntries {
  /** What the page documents: the toolkit's main branch (workspace) or the published packages (registry). */
  mode: 'registry' | 'workspace';
  entries: ShownEntry[];
}

export interface EntryCheckOptions extends Pick<FactsOptions, 'symbols' | 'cli' | 'parsePact'> {
  /** Export names of the other version's reference (npm for main, main for npm), when the build has it. */
  otherNames?: ReadonlySet<string>;
  /** The line of an entry in its file, for the report. */
  lineOf?(entry: ShownEntry): number;
}

/** The entries an API data folder's errors.json holds, or undefined when api-gen wrote none. */
export function loadShownEntries(dataDir: string): ShownEntries | undefined {
  const file = dataFile(dataDir, 'errors');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Export names of a symbol table (`pkg/Name` keys), without their packages. */
export function exportNames(symbols: SymbolTable): Set<string> {
  return new Set(Object.keys(symbols).filter((k) => !k.includes('#')).map((k) => k.slice(k.indexOf('/') + 1)));
}

/** The line of each entry's message in config/errors/<package>.json, read from the files. */
export function entryLines(entriesDir: string): (entry: ShownEntry) => number {
  const texts = new Map<string, string>();
  return (entry) => {
    const file = path.join(entriesDir, `${entry.packageName}.json`);
    if (!texts.has(file)) texts.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
    const text = texts.get(file)!;
    const at = text.indexOf(JSON.stringify(entry.message));
    return at < 0 ? 0 : text.slice(0, at).split('\n').length;
  };
}

const MEMBER = /^(?:new\s+)?([A-Z][\w$]*)\.([A-Za-z_$][\w$]*)(?:\(.*\))?$/;
const BARE = /^([A-Za-z_$][\w$]*)(?:\(\))?$/;

/** API names of one entry's text that the documented version does not have. */
export function apiNameProblems(text: string, symbols: SymbolTable, documents: string, otherNames?: ReadonlySet<string>): Omit<FactProblem, 'page' | 'line' | 'kind'>[] {
  const names = exportNames(symbols);
  const found: Omit<FactProblem, 'page' | 'line' | 'kind'>[] = [];
  visit(parsePage('entry.md', text), 'inlineCode', (node: InlineCode) => {
    const member = MEMBER.exec(node.value);
    // "the private `DeploymentHelper.waitForConfirmations`": a private member is in no reference.
    const before = text.slice(Math.max(0, (node.position?.start.offset ?? 0) - 9), node.position?.start.offset ?? 0);
    if (member && /private\s*$/.test(before)) return;
    if (member) {
      const [, owner, name] = member;
      const owners = Object.keys(symbols).filter((k) => !k.includes('#') && k.endsWith(`/${owner}`));
      if (!owners.length || owners.some((o) => symbols[`${o}#${name}`])) return;
      const members = owners.flatMap((o) => Object.keys(symbols).filter((k) => k.startsWith(`${o}#`)).map((k) => k.slice(o.length + 1)));
      found.push({
        name: `${owner}.${name}`,
        reason: `${owner} has no member ${name} in ${documents}`,
        fix: `name what ${owner} has there (${members.join(', ') || 'no members'}), or say which version has ${owner}.${name}`,
      });
      return;
    }
    const bare = BARE.exec(node.value);
    if (bare && otherNames?.has(bare[1]) && !names.has(bare[1])) {
      found.push({ name: bare[1], reason: `${bare[1]} is not exported in ${documents}, only in the other version`, fix: `name what ${documents} exports, or say which version has ${bare[1]}` });
    }
  });
  return found;
}

/** Every problem of the entries a page shows. */
export function errorEntryProblems(data: ShownEntries, options: EntryCheckOptions): FactProblem[] {
  const documents = data.mode === 'registry' ? 'the npm packages this build documents' : "the toolkit's main branch this build documents";
  return data.entries.flatMap((entry) => {
    const page = `config/errors/${entry.packageName}.json`;
    const line = options.lineOf?.(entry) ?? 0;
    const text = `${entry.cause}\n\n${entry.fix}`;
    const guideChecks = pageProblems(parsePage('entry.md', text), page, options).map((p) => ({ ...p, line, name: `"${entry.message}": ${p.name}` }));
    const apiNames = apiNameProblems(text, options.symbols, documents, options.otherNames).map((p) => ({ ...p, page, line, kind: 'api-name' as const, name: `"${entry.message}": ${p.name}` }));
    return [...guideChecks, ...apiNames];
  });
}

/** The report's name for the error reference's entries. */
export const ERRORS_REPORT_PAGE = 'config/errors';

/** Problems of the error reference's entries (FactsOptions.errorEntries); throws in strict mode, reports them otherwise. */
export function checkErrorEntries(options: FactsOptions): FactProblem[] {
  if (!options.errorEntries) return [];
  const { data, otherNames, lineOf } = options.errorEntries;
  const problems = errorEntryProblems(data, { symbols: options.symbols, cli: options.cli, parsePact: options.parsePact, otherNames, lineOf });
  const failing = options.strict ? problems.filter((p) => p.kind !== 'cli-unchecked') : [];
  if (failing.length) {
    throw new FactsError(
      `The error reference states ${failing.length} fact(s) that do not hold:\n${failing.map((p) => `  ${formatProblem(p)}`).join('\n')}\nFix the entries in config/errors, or build without DOCS_STRICT=1 to list them in .cache/facts-report.json instead.`,
    );
  }
  options.onProblems?.(ERRORS_REPORT_PAGE, problems);
  return problems;
}

/** FactsOptions.errorEntries for an API data folder, or undefined when api-gen wrote no entries there. */
export function errorEntryOptions(dataDir: string, entriesDir: string): FactsOptions['errorEntries'] {
  const data = loadShownEntries(dataDir);
  return data && { data, lineOf: entryLines(entriesDir) };
}
