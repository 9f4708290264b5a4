/**
 * Checks the facts a guide page states, the way plugins/api-links/index.ts checks API names:
 *
 * - every `pact`/`repl` fence parses (pact-syntax.ts);
 * - every `pact-toolbox …` command in a shell or JSON fence or in inline code, and
 *   every row of a table marked `keys: pact-toolbox …`, names commands and flags the
 *   CLI defines (cli-names.ts, against api-gen's cli.json);
 * - every key of a table marked `keys: <package>/<Type>` is a member of that type
 *   (api-gen's symbol table);
 * - no toolkit commit is typed by hand (commit-hashes.ts): the page writes the
 *   placeholder and `toolkit:` links that plugins/toolkit-ref/ fills from the pin.
 *
 * Problems are reported by page and line. With strict on (the deploy, built from
 * the toolkit source) any problem fails the build; otherwise they go into the
 * report and the build stays green. Without a CLI definition (the registry build:
 * the CLI is not published) commands are listed as unchecked.
 */
import path from 'node:path';
import type { Code, InlineCode, Link, Parent, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { CliCommand } from '../../api-gen/cli-definition';
import { isGeneratedDocsPath } from '../../api-gen/layout';
import { resolveApiLink, type SymbolTable } from '../api-links/index';
import { checkInvocation, cliInvocations, CLI_NAME, nearFirst, type NameProblem } from './cli-names';
import { pointedMessage } from '../../api-gen/pointed-error';
import { copiedCommandProblems } from './copied-commands';
import { handTypedCommitProblems } from './commit-hashes';
import type { ShownEntry } from '../../api-gen/errors/index';
import type { SyntaxProblem } from './delimiters';
import { PactParserUnavailable } from './pact-syntax';
import { keyPath, markerText, parseKeysTarget, tableRows, type KeysTarget, type TypeRef } from './key-tables';

export type FactKind = 'pact' | 'pact-unchecked' | 'config-key' | 'cli' | 'cli-unchecked' | 'marker' | 'command' | 'api-name' | 'commit';

export interface FactProblem {
  page: string;
  line: number;
  kind: FactKind;
  name: string;
  reason: string;
  fix: string;
}

export interface FactsOptions {
  root: string;
  strict: boolean;
  symbols: SymbolTable;
  /** The CLI's command tree; undefined when the API source has none (registry build). */
  cli: CliCommand | undefined;
  /** Parses Pact; returns its syntax problems. */
  parsePact(source: string): SyntaxProblem[];
  onProblems?(page: string, problems: FactProblem[]): void;
  /** The error reference's entries as shown, checked once before the build (error-entries.ts). */
  errorEntries?: { data: { mode: 'registry' | 'workspace'; entries: ShownEntry[] }; otherNames?: ReadonlySet<string>; lineOf?(entry: ShownEntry): number };
}

export const PACT_LANGS = new Set(['pact', 'repl']);
export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'json', 'jsonc']);

export class FactsError extends Error {}

/** Fence meta word of a Pact block that shows part of a module body (definitions without their `(module ...)`). */
export const IN_MODULE = 'in-module';

/**
 * Problems of one Pact block. A block marked `in-module` is parsed inside a
 * module, as the definitions it shows would be; positions stay the block's own.
 */
export function pactBlockProblems(node: Pick<Code, 'value' | 'meta'>, parsePact: (source: string) => SyntaxProblem[]): SyntaxProblem[] {
  if (!(node.meta ?? '').split(/\s+/).includes(IN_MODULE)) return parsePact(node.value);
  const lines = node.value.split('\n').length;
  return parsePact(`(module in-module GOVERNANCE\n${node.value}\n)`).map((p) => ({ ...p, line: Math.min(Math.max(p.line - 1, 1), lines) }));
}

export function formatProblem(p: FactProblem): string {
  return `${p.page}:${p.line}: ${p.name}: ${p.reason}. Fix: ${p.fix}`;
}

/** The same problem pointed at in the page's text: `file:line:column`, the line quoted, the fix below. */
export function pointedProblem(p: FactProblem, file: string, text: string | undefined): string {
  // The column of the name's last word (`--coverage`, `contractDir`) in its line, when the line spells it.
  const word = p.name.split(/[\s#]/).at(-1) ?? '';
  const at = word ? (text?.split('\n')[p.line - 1] ?? '').indexOf(word) : -1;
  return pointedMessage({ file, line: p.line, column: at >= 0 ? at + 1 : undefined }, `${p.name}: ${p.reason}.`, `Fix: ${p.fix}`, text);
}

/** Every problem of one page (an mdast tree). Pure apart from the injected parser. */
export function pageProblems(tree: Root, page: string, options: Omit<FactsOptions, 'root' | 'strict' | 'onProblems'>): FactProblem[] {
  const problems: FactProblem[] = [];
  const add = (line: number, kind: FactKind, p: NameProblem) => problems.push({ page, line, kind, ...p });

  const checkCommand = (line: number, words: string[]) => {
    const name = [CLI_NAME, ...words].join(' ');
    if (!options.cli) {
      add(line, 'cli-unchecked', { name, reason: 'the CLI is not published, so this build has no CLI definition to check it against', fix: 'build from the toolkit source (PACT_TOOLBOX_REPO) to check it' });
      return;
    }
    for (const p of checkInvocation(words, options.cli)) add(line, 'cli', p);
  };

  visit(tree, 'code', (node: Code) => {
    const start = node.position?.start.line ?? 0;
    const lang = (node.lang ?? '').toLowerCase();
    if (PACT_LANGS.has(lang)) {
      // One entry per line of the block: tree-sitter reports each token it could not place.
      let found: SyntaxProblem[];
      try {
        found = pactBlockProblems(node, options.parsePact);
      } catch (error) {
        // No parser for this platform: listed as unchecked (the strict build fails on it like on any problem).
        if (!(error instanceof PactParserUnavailable)) throw error;
        add(start, 'pact-unchecked', { name: `${lang} block`, reason: error.message, fix: 'check the page on linux-x64 or win32-x64 (CI does)' });
        return;
      }
      const byLine = new Map<number, SyntaxProblem[]>();
      for (const e of found) byLine.set(e.line, [...(byLine.get(e.line) ?? []), e]);
      for (const [line, errors] of byLine) {
        const messages = [...new Set(errors.map((e) => e.message))];
        add(start + line, 'pact', {
          name: `${lang} block, line ${line} column ${errors.map((e) => e.column).join(', ')}`,
          reason: messages.join('; '),
          fix: `correct the Pact: definitions shown without their (module ...) need the fence meta "${IN_MODULE}" (\`\`\`${lang} ${IN_MODULE}), and elisions such as "..." are not Pact`,
        });
      }
    } else if (SHELL_LANGS.has(lang)) {
      const lines = node.value.split('\n');
      lines.forEach((text, i) => {
        for (const words of cliInvocations(text)) checkCommand(start + 1 + i, words);
      });
      for (const p of copiedCommandProblems(node.value, 'block')) {
        const at = lines.findIndex((text) => text.replace(/\s+/g, ' ').includes(p.name));
        add(start + 1 + Math.max(at, 0), 'command', p);
      }
    }
  });

  visit(tree, 'inlineCode', (node: InlineCode, _index, parent) => {
    const line = node.position?.start.line ?? 0;
    for (const words of cliInvocations(node.value)) checkCommand(line, words);
    for (const p of copiedCommandProblems(node.value, 'inline', parent ? toString(parent) : '')) add(line, 'command', p);
  });

  // Commits typed by hand, in the page as written (before plugins/toolkit-ref/ fills in the pin).
  visit(tree, (node) => {
    const text = node.type === 'link' ? (node as Link).url : ['text', 'inlineCode', 'code', 'html'].includes(node.type) ? (node as { value: string }).value : undefined;
    if (text) for (const p of handTypedCommitProblems(text)) add(node.position?.start.line ?? 0, 'commit', p);
  });

  visit(tree, (node) => 'children' in node, (parent) => {
    const children = (parent as Parent).children as RootContent[];
    children.forEach((node, index) => {
      const text = markerText(node);
      if (text === undefined) return;
      const line = node.position?.start.line ?? 0;
      let target: KeysTarget;
      try {
        target = parseKeysTarget(text);
      } catch (error) {
        add(line, 'marker', { name: `keys: ${text}`, reason: (error as Error).message, fix: 'write a target of one of those forms' });
        return;
      }
      const table = children[index + 1];
      if (table?.type !== 'table') {
        add(line, 'marker', { name: `keys: ${text}`, reason: 'the comment is not followed by a table', fix: 'put the comment on its own line right before the table, with a blank line between' });
        return;
      }
      if (target.kind === 'type') checkTypeTable(table, target, options.symbols, add);
      else checkCliTable(table, target.path, checkCommand);
    });
  });

  return problems.sort((a, b) => a.line - b.line);
}

function checkTypeTable(table: Table, target: TypeRef & { nested: Record<string, TypeRef> }, symbols: SymbolTable, add: (line: number, kind: FactKind, p: NameProblem) => void) {
  for (const row of tableRows(table)) {
    for (const code of row.cells[0] ?? []) {
      const keys = keyPath(code);
      if (!keys) continue;
      // `serverConfig.port` with serverConfig:config/PactServerConfig → serverConfig on the table's type, port on PactServerConfig
      const checks: [TypeRef, string][] = [[target, keys[0]]];
      if (keys.length > 1 && target.nested[keys[0]]) checks.push([target.nested[keys[0]], keys[1]]);
      for (const [type, key] of checks) {
        const typeRef = `${type.pkg}/${type.type}`;
        const result = resolveApiLink(`api:${typeRef}#${key}`, symbols);
        if (result.ok) continue;
        add(row.line, 'config-key', {
          name: `${typeRef}#${key}`,
          reason: result.reason,
          fix: `${nearFirst(key, membersOf(symbols, typeRef))}use a key ${type.type} has (${membersOf(symbols, typeRef).join(', ') || 'none known to this build'}), or mark the table with the type it documents`,
        });
      }
    }
  }
}

function membersOf(symbols: SymbolTable, typeRef: string): string[] {
  return Object.keys(symbols)
    .filter((k) => k.startsWith(`${typeRef}#`))
    .map((k) => k.slice(typeRef.length + 1));
}

/**
 * A command table: the first cell's code is a subcommand with its arguments
 * (`generate module <name>`) or a flag; flags anywhere in the row belong to that
 * command. Codes that spell out `pact-toolbox …` are checked as commands anyway.
 */
function checkCliTable(table: Table, base: string[], checkCommand: (line: number, words: string[]) => void) {
  for (const row of tableRows(table)) {
    const first = (row.cells[0] ?? []).find((c) => !c.includes(CLI_NAME));
    const words = first && !first.startsWith('-') ? first.split(/\s+/) : [];
    const command = [...base, ...words];
    const flags = row.cells.flat().filter((c) => /^--?[A-Za-z]/.test(c) && !c.includes(' ') && !command.includes(c));
    if (words.length || flags.length) checkCommand(row.line, [...command, ...flags]);
  }
}

/** The remark plugin: checks each page, then fails (strict) or reports. */
export function remarkFacts(options: FactsOptions) {
  return (tree: Root, file: { path?: string; history?: string[]; value?: unknown }) => {
    const filePath = file.path ?? file.history?.[0] ?? '(unknown file)';
    const page = path.relative(options.root, filePath) || filePath;
    if (isGeneratedDocsPath(page)) return;
    const problems = pageProblems(tree, page, options);
    const failing = options.strict ? problems : [];
    if (failing.length) {
      const shown = path.isAbsolute(filePath) ? path.relative(process.cwd(), filePath) : filePath;
      const text = typeof file.value === 'string' ? file.value : undefined;
      throw new FactsError(
        `${page}: ${failing.length} stated fact(s) do not hold:\n${failing.map((p) => pointedProblem(p, shown, text)).join('\n')}\nFix the page, or build without DOCS_STRICT=1 to list them in .cache/facts-report.json instead.`,
      );
    }
    options.onProblems?.(page, problems);
  };
}
