/**
 * The API examples that send, run with the guide samples' harness and stand-in on a fixture API page whose
 * package is the run-samples fixture toolkit's client (tests/fixtures/run-samples/toolkit, written for the tests,
 * so no toolkit checkout is needed): which ones run, which say why not, what goes on the page.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NPM_EXAMPLES_NEED, RUN_NETWORKS, RUN_TIMEOUT_MS } from '../../config/run-samples';
import { fullName } from '../../api-gen/packages';
import { NEEDS_CLASS, PANEL_CLASS } from '../run-samples/panel';
import { checkExamples, type VersionExamples } from './check';
import { EXAMPLE_SUBJECT, FAILS_CLASS, remarkExampleMarks, THREW_CLASS } from './remark';
import { npmNeeds, runExamples, runLine, runTally, SCRIPT_NEEDS, sendingExamples, type ExampleRuns } from './run';

const projectDir = path.resolve(import.meta.dirname, '../..');
const root = path.join(projectDir, 'tests/fixtures/api-examples/run');
const toolkitDir = path.join(projectDir, 'tests/fixtures/run-samples/toolkit');
const paths = { '@pact-toolbox/chainweb-client': [path.join(toolkitDir, 'packages/chainweb-client/src/index.ts')] };
const page = 'api/chainweb-client/classes/ChainwebClient.md';
const scratch = mkdtempSync(path.join(tmpdir(), 'api-examples-run-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The compile is check.test.ts's subject; here a checker that fails the one example using an undefined name.
const checker = { check: ({ code }: { code: string }) => (code.includes('notAConfig') ? { status: 'failed' as const, problems: [{ line: 1, message: "TS2304: Cannot find name 'notAConfig'." }] } : { status: 'ok' as const, problems: [] as [] }) };

let version: VersionExamples;
let runs: ExampleRuns[];
beforeAll(async () => {
  const exports = new Map([['chainweb-client', ['ChainwebClient', 'command']]]);
  version = await checkExamples({ root, dir: 'api', checker: checker as never, exports, moduleName: fullName, against: () => 'commit abc1234' });
  // The same page in the npm reference's folder, as a two-version build has it.
  const npm = { ...version, dir: 'npm/api', results: version.results.map((r) => ({ ...r, page: `npm/${r.page}` })) };
  runs = await runExamples([sendingExamples(version), sendingExamples(npm, () => NPM_EXAMPLES_NEED)], { paths, toolkitDir, workDir: path.join(scratch, 'run'), networks: RUN_NETWORKS, timeoutMs: RUN_TIMEOUT_MS });
}, 60_000);

describe('the API examples that send, run against the stand-in', () => {
  it('picks the sending ones and says why each that cannot run does not', () => {
    const sending = sendingExamples(version);
    // The one that sends nothing (line 24) is not a sending example.
    expect(sending.ids).toEqual([`${page}:13`, `${page}:30`, `${page}:39`, `${page}:46`]);
    expect(sending.targets.map((t) => t.id)).toEqual([`${page}:13`, `${page}:46`]);
    expect([...sending.notRun]).toEqual([
      [`${page}:30`, { status: 'not-run', reason: 'connects a browser wallet', needs: 'a browser wallet' }],
      [`${page}:39`, { status: 'not-run', reason: "does not compile: TS2304: Cannot find name 'notAConfig'." }],
    ]);
    // Run as it was compiled: the package's exports imported above the example.
    expect(sending.targets[0].code).toMatch(/^import \{ ChainwebClient, command \} from "@pact-toolbox\/chainweb-client";/);
  });

  it('runs them in processes of their own and records what each sent', () => {
    const main = runs[0].outcomes;
    const ran = main.get(`${page}:13`);
    expect(ran?.status).toBe('ran');
    const requests = ran?.status === 'ran' ? ran.requests : [];
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST https://api.testnet.chainweb.com/chainweb/0.0/testnet04/chain/0/pact/api/v1/local']);
    expect(JSON.parse((requests[0].body as { cmd: string }).cmd).payload.exec.code).toBe('(+ 1 2)');
    expect(main.get(`${page}:46`)).toMatchObject({ status: 'threw', requests: [], error: expect.stringContaining('no node configured') });
  });

  it('runs none of a version whose code cannot be loaded, each saying what it would need', () => {
    const npm = runs[1].outcomes;
    expect(npm.get(`npm/${page}:13`)).toEqual({ status: 'not-run', reason: `this build cannot load its code: it needs ${NPM_EXAMPLES_NEED}`, needs: NPM_EXAMPLES_NEED });
    expect(npm.get(`npm/${page}:30`)).toMatchObject({ needs: 'a browser wallet' });
  });

  it('does not run a deployment script among the examples, saying it needs a project with its contracts', () => {
    const script = 'import { createScript } from "@pact-toolbox/script";\nexport default createScript({ autoStartNetwork: false, async run({ client }) { await client.deployContract("a.pact"); } });';
    const v: VersionExamples = { dir: 'api', counts: [], results: [{ page: 'api/script/functions/createScript.md', line: 9, pkg: 'script', code: script, lang: 'ts', source: script }] };
    expect([...sendingExamples(v).notRun.values()]).toEqual([{ status: 'not-run', reason: expect.stringContaining('deployment script'), needs: SCRIPT_NEEDS }]);
  });

  it('names, for the npm reference, a release that does not import as what it needs', () => {
    const install = { checkedOn: '2026-11-24', node: 'v20', npm: '10', packages: {
      '@pact-toolbox/transaction@0.2.0': { install: { ok: true }, entries: { '@pact-toolbox/transaction': { ok: false, error: 'Error [ERR_MODULE_NOT_FOUND]: Cannot find module x' } } },
      '@pact-toolbox/crypto@0.2.0': { install: { ok: true }, entries: { '@pact-toolbox/crypto': { ok: true } } },
    } };
    const needs = npmNeeds({ '@pact-toolbox/transaction': '0.2.0', '@pact-toolbox/crypto': '0.2.0' }, install, 'the release installed');
    expect(needs('transaction')).toBe("a release of `@pact-toolbox/transaction` that imports: `npm install @pact-toolbox/transaction@0.2.0` works, but its import fails in Node (the package's page shows the error)");
    expect(needs('crypto')).toBe('the release installed');
    expect(needs('kda')).toBe('the release installed');
  });

  it('counts them per version in the summary line', () => {
    expect(runTally(runs[0])).toMatchObject({ dir: 'api', sending: 4, ran: 1, threw: [{ id: `${page}:46` }] });
    expect(runLine(runs, 2.04)).toBe('api examples run against a local Chainweb stand-in: api 1 of 4 that send (1 threw); npm/api 0 of 4 that send (2.0 s; each not run says why under it)');
  });

  it('puts the panel, or one quiet line, under each sending example on its page', () => {
    const tree = unified().use(remarkParse).parse(readFileSync(path.join(root, page), 'utf8')) as Root;
    remarkExampleMarks({ root, versions: () => [version], runs: () => runs, networksLabel: 'a DevNet' })(tree, { path: path.join(root, page) });
    const after = (line: number) => {
      const at = tree.children.findIndex((n) => n.type === 'code' && n.position?.start.line === line);
      const next = tree.children[at + 1]?.data as { hName?: string; hProperties?: { className?: string[] } } | undefined;
      return next?.hProperties?.className?.join(' ') ?? tree.children[at + 1]?.type;
    };
    expect(after(13)).toBe(PANEL_CLASS);
    const panel = tree.children[tree.children.findIndex((n) => n.type === 'code' && n.position?.start.line === 13) + 1];
    expect(JSON.stringify(panel.data)).toContain(`Recorded when this site was built: ${EXAMPLE_SUBJECT} ran through the toolkit's own code`);
    expect(after(24)).toBe('paragraph');
    expect(after(30)).toBe(NEEDS_CLASS);
    expect(after(39)).toBe(FAILS_CLASS);
    expect(after(46)).toBe(THREW_CLASS);
  });
});
