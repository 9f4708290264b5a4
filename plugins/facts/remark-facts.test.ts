import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { SymbolTable } from '../api-links/index';
import { createPageReport } from '../../lib/page-report';
import { fixtureCli } from './cli-fixture';
import { delimiterProblem } from './delimiters';
import { type FactProblem, FactsError, formatProblem, pactBlockProblems, remarkFacts } from './remark-facts';
import { PactParserUnavailable } from './pact-syntax';
import { factsReportLine } from './report';

const symbols: SymbolTable = {
  'config/PactToolboxConfigObj': '/api/config/interfaces/PactToolboxConfigObj',
  'config/PactToolboxConfigObj#contractsDir': '/api/config/interfaces/PactToolboxConfigObj#contractsdir',
  'config/PactToolboxConfigObj#networks': '/api/config/interfaces/PactToolboxConfigObj#networks',
  'config/PactServerConfig': '/api/config/interfaces/PactServerConfig',
  'config/PactServerConfig#port': '/api/config/interfaces/PactServerConfig#port',
};

// A stand-in parser for the plugin's wiring (the real one is tested in pact-syntax.test.ts).
const parsePact = (source: string) => {
  const p = delimiterProblem(source);
  return p ? [p] : [];
};

const PAGE = `---
title: Fixture
---

# Fixture

{/* keys: config/PactToolboxConfigObj */}

| Option | Meaning |
| --- | --- |
| \`contractsDir\` | folder |
| \`networks.pactServer\` | one network |
| \`contractDir\` | a typo |

Run \`npx pact-toolbox test --coverage\` to measure.

\`\`\`bash
pnpm pact-toolbox start --network pactServer
\`\`\`

{/* keys: pact-toolbox */}

| Command | What it does |
| --- | --- |
| \`run <script>\` | Options: \`--network\`/\`-n\`, \`--chain\` |
| \`test\` | Tests. |

\`\`\`pact
(module m G
  (defun f () 1)
\`\`\`
`;

function run(markdown: string, options: { strict?: boolean; cli?: typeof fixtureCli | undefined; found?: FactProblem[][] } = {}) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMdx)
    .use(remarkFacts, {
      root: '/docs',
      strict: options.strict ?? false,
      symbols,
      cli: 'cli' in options ? options.cli : fixtureCli,
      parsePact,
      onProblems: (_page, problems) => options.found?.push(problems),
    })
    .use(remarkStringify);
  return String(processor.processSync({ path: '/docs/guide/fixture.mdx', value: markdown }));
}

describe('remarkFacts on a fixture page', () => {
  it('reports every wrong fact with page, line, name, reason and a fix', () => {
    const found: FactProblem[][] = [];
    run(PAGE, { found });
    expect(found).toHaveLength(1);
    expect(found[0].map(formatProblem)).toEqual([
      'guide/fixture.mdx:13: config/PactToolboxConfigObj#contractDir: config/PactToolboxConfigObj has no member "contractDir". Fix: Did you mean `contractsDir`? Otherwise use a key PactToolboxConfigObj has (contractsDir, networks), or mark the table with the type it documents',
      'guide/fixture.mdx:15: pact-toolbox test --coverage: "pact-toolbox test" has no flag --coverage. Fix: use one of: --watch, -w, --repl, -r',
      'guide/fixture.mdx:18: pact-toolbox start --network: "network" is a positional argument of "pact-toolbox start", not a flag. Fix: write "pact-toolbox start <network>"',
      'guide/fixture.mdx:25: pact-toolbox run --chain: "pact-toolbox run" has no flag --chain. Fix: use one of: --network, -n, --private-key, --start, -s',
      'guide/fixture.mdx:29: pact block, line 1 column 1: this "(" is never closed (a ")" is missing). Fix: correct the Pact: definitions shown without their (module ...) need the fence meta "in-module" (```pact in-module), and elisions such as "..." are not Pact',
    ]);
  });
  it('fails the strict build, naming page, line and name', () => {
    expect(() => run(PAGE, { strict: true })).toThrow(FactsError);
    expect(() => run(PAGE, { strict: true })).toThrow(/guide\/fixture\.mdx:15:\d+: pact-toolbox test --coverage/);
  });
  it('points a strict failure at the line and column, quotes the line and suggests the nearest key', () => {
    let message = '';
    try {
      run(PAGE, { strict: true });
    } catch (error) {
      message = (error as Error).message;
    }
    const line15 = PAGE.split('\n')[14];
    expect(message).toContain(`guide/fixture.mdx:15:${line15.indexOf('--coverage') + 1}: pact-toolbox test --coverage`);
    expect(message).toContain(`15 | ${line15}`);
    expect(message).toContain('Did you mean `contractsDir`?');
  });
  it('lists commands as unchecked when the build has no CLI definition', () => {
    const found: FactProblem[][] = [];
    run('Run `pact-toolbox test --coverage`.', { cli: undefined, found });
    expect(found[0]).toEqual([
      {
        page: 'guide/fixture.mdx',
        line: 1,
        kind: 'cli-unchecked',
        name: 'pact-toolbox test --coverage',
        reason: 'the CLI is not published, so this build has no CLI definition to check it against',
        fix: 'build from the toolkit source (PACT_TOOLBOX_REPO) to check it',
      },
    ]);
    expect(() => run('Run `pact-toolbox test`.', { cli: undefined, strict: true })).toThrow(/no CLI definition/);
  });
  it('lists Pact blocks as unchecked when this platform has no parser, and fails strict builds on them', () => {
    const found: FactProblem[][] = [];
    const noParser = () => {
      throw new PactParserUnavailable('The Pact parser @pact-toolbox/pact-transformer-darwin-arm64 cannot be loaded');
    };
    const processor = (strict: boolean) =>
      unified()
        .use(remarkParse)
        .use(remarkFacts, { root: '/docs', strict, symbols, cli: fixtureCli, parsePact: noParser, onProblems: (_page, problems) => found.push(problems) })
        .use(remarkStringify);
    processor(false).processSync({ path: '/docs/a.md', value: '```pact\n(+ 1 2)\n```' });
    expect(found[0]).toMatchObject([{ line: 1, kind: 'pact-unchecked', reason: expect.stringContaining('darwin-arm64') }]);
    expect(() => processor(true).processSync({ path: '/docs/a.md', value: '```pact\n(+ 1 2)\n```' })).toThrow(FactsError);
  });
  it('reports a marker that names no table or no known form', () => {
    const found: FactProblem[][] = [];
    run('{/* keys: config/PactToolboxConfigObj */}\n\nSome text.\n\n{/* keys: PactToolboxConfigObj */}\n\n| a |\n| - |\n| `b` |', { found });
    expect(found[0].map((p) => [p.line, p.kind, p.reason])).toEqual([
      [1, 'marker', 'the comment is not followed by a table'],
      [5, 'marker', expect.stringContaining('names neither a type')],
    ]);
  });
  it('checks nested keys against the member type the marker names', () => {
    const found: FactProblem[][] = [];
    run('{/* keys: config/PactToolboxConfigObj networks:config/PactServerConfig */}\n\n| Key |\n| - |\n| `networks.port` |\n| `networks.prot` |', { found });
    expect(found[0].map((p) => [p.line, p.name, p.reason])).toEqual([[6, 'config/PactServerConfig#prot', 'config/PactServerConfig has no member "prot"']]);
  });
  it('passes a page whose facts hold', () => {
    const found: FactProblem[][] = [];
    run('{/* keys: config/PactToolboxConfigObj */}\n\n| Key |\n| - |\n| `contractsDir` |\n\n```bash\nnpx pact-toolbox run deploy -n testnet\n```\n\n```repl\n(begin-tx)\n(commit-tx)\n```', { found });
    expect(found).toEqual([[]]);
  });
});

describe('pactBlockProblems', () => {
  it('parses an in-module block inside a module and keeps its own line numbers', () => {
    const parse = (source: string) => (source.startsWith('(module') ? [] : [{ line: 2, column: 1, message: 'only in a module' }]);
    expect(pactBlockProblems({ value: '(defschema e\n  id:string)', meta: null }, parse)).toEqual([{ line: 2, column: 1, message: 'only in a module' }]);
    expect(pactBlockProblems({ value: '(defschema e\n  id:string)', meta: 'in-module title="x"' }, parse)).toEqual([]);
    expect(pactBlockProblems({ value: '(a\n(b', meta: 'in-module' }, parsePact)).toEqual([{ line: 1, column: 1, message: expect.stringContaining('never closed') }]);
  });
});

describe('the facts report', () => {
  it('writes one JSON report and one line per page', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'facts-report-'));
    const lines: string[] = [];
    const report = createPageReport(path.join(dir, 'r.json'), 'registry', factsReportLine('registry'), (l) => lines.push(l));
    const found: FactProblem[][] = [];
    run(PAGE, { found });
    report('guide/fixture.mdx', found[0]);
    expect(JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')).pages['guide/fixture.mdx']).toHaveLength(5);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^facts: guide\/fixture\.mdx: 4 do not hold: L15 pact-toolbox test --coverage .*; 1 documented key\(s\) not in the registry API reference: L13 config\/PactToolboxConfigObj#contractDir/);
    rmSync(dir, { recursive: true, force: true });
  });
});
