/**
 * The real guide pages (docs/, without the generated API reference):
 * - every pact/repl block parses, always;
 * - every `keys:` marker is well formed and sits on a table, always;
 * - the commands readers copy most are written one way (copied-commands.ts), always;
 * - no toolkit commit is typed by hand (commit-hashes.ts), always;
 * - CLI commands and flags, when a toolkit checkout is given (PACT_TOOLBOX_REPO),
 *   against the command tree read from its apps/cli;
 * - documented keys, when docs/api was generated from source (npm run api with
 *   PACT_TOOLBOX_REPO): the registry packages lack @pact-toolbox/config.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCliDefinition } from '../../api-gen/cli-definition';
import { apiSourceMode } from '../../api-gen/sidebar-data';
import { apiDataDir, dataFile } from '../../api-gen/data-files';
import { loadSymbolTable } from '../api-links/index';
import { options } from '../../config/options';
import { guidePages, parsePage } from '../../api-gen/guide-pages';
import { pactSyntaxProblems } from './pact-syntax';
import { type FactKind, formatProblem, pageProblems } from './remark-facts';
import { entryLines, errorEntryProblems, loadShownEntries } from './error-entries';

const docs = path.resolve(__dirname, '../../docs');
const apiData = apiDataDir(docs);
const repo = options.toolkitRepo;
const fromSource = apiSourceMode(apiData) === 'workspace';
const cli = repo && existsSync(path.join(repo, 'apps/cli')) ? readCliDefinition(repo) : undefined;
const symbols = fromSource ? loadSymbolTable(dataFile(apiData, 'symbols')) : {};

const pages = guidePages(docs);
const entries = loadShownEntries(apiData);
const problems = pages.flatMap((page) => pageProblems(parsePage(path.join(docs, page)), page, { symbols, cli, parsePact: pactSyntaxProblems }));
const of = (...kinds: FactKind[]) => problems.filter((p) => kinds.includes(p.kind)).map(formatProblem);

describe('the guide states facts that hold', () => {
  it('has pages with Pact blocks to check', () => {
    expect(pages.length).toBeGreaterThan(5);
  });
  it('every pact and repl block parses', () => {
    // 'pact-unchecked': no parser binary for this platform, which must not pass silently
    expect(of('pact', 'pact-unchecked')).toEqual([]);
  });
  it('writes the commands readers copy most the one way config/copied-commands.ts gives', () => {
    expect(of('command')).toEqual([]);
  });
  it('names no toolkit commit by hand (the pin fills %toolkit-commit% and toolkit: links)', () => {
    expect(of('commit')).toEqual([]);
  });
  it('every keys: marker is well formed and marks a table', () => {
    expect(of('marker')).toEqual([]);
  });
  it.skipIf(!cli)('every pact-toolbox command and flag exists in the CLI (PACT_TOOLBOX_REPO)', () => {
    expect(of('cli')).toEqual([]);
  });
  it.skipIf(!entries)('the error reference states facts that hold (after npm run api)', () => {
    const found = errorEntryProblems(entries!, { symbols: loadSymbolTable(dataFile(apiData, 'symbols')), cli, parsePact: pactSyntaxProblems, lineOf: entryLines(path.resolve(__dirname, '../../config/errors')) });
    expect(found.filter((p) => p.kind !== 'cli-unchecked').map(formatProblem)).toEqual([]);
  });
  it.skipIf(!fromSource)('every documented key exists on its type (API generated from source)', () => {
    expect(of('config-key')).toEqual([]);
  });
});
