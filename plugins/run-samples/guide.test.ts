/**
 * The run end to end on the fixture toolkit (tests/fixtures/run-samples/, written for these tests, so they
 * need no toolkit checkout): pages collected, the runnable sample bundled and run in its own process
 * against the stand-in, expectations checked, and the plugin's build hook failing a strict build on a
 * planted wrong expectation.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGuideSamples } from './guide';
import { collectGuide } from './pages';
import { pluginRunSamples, SampleRunError } from './index';

const fixture = path.resolve(import.meta.dirname, '../../tests/fixtures/run-samples');
const toolkitDir = path.join(fixture, 'toolkit');
const paths = {
  '@pact-toolbox/chainweb-client': [path.join(toolkitDir, 'packages/chainweb-client/src/index.ts')],
  '@pact-toolbox/script': [path.join(toolkitDir, 'packages/script/src/index.ts')],
};
const scratch = mkdtempSync(path.join(tmpdir(), 'run-samples-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the fixture docs with `guide.mdx` changed by `edit`, and a data folder holding the module map. */
function docsWith(name: string, edit: (page: string) => string = (p) => p) {
  const root = path.join(scratch, name, 'docs');
  cpSync(path.join(fixture, 'docs'), root, { recursive: true });
  writeFileSync(path.join(root, 'guide.mdx'), edit(readFileSync(path.join(root, 'guide.mdx'), 'utf8')));
  writeFileSync(path.join(scratch, name, 'sample-modules.json'), JSON.stringify({ mode: 'workspace', paths }));
  return { root, work: path.join(scratch, name) };
}

describe('running the fixture guide', () => {
  it('runs the sample that sends and the one continuing it, lists the rest with reasons, ignores the one that sends nothing and the API folder', async () => {
    const { root, work } = docsWith('plain');
    const evaluated = await runGuideSamples({ root, paths, toolkitDir, workDir: path.join(work, 'bundles') });
    expect(evaluated.problems).toEqual([]);
    expect(evaluated.tally).toEqual({ network: 5, ran: 3, notRun: 2, threw: 0, sentNothing: 0 });
    expect(evaluated.report.notRun).toEqual([
      { id: 'guide.mdx:36', reason: expect.stringContaining('`pact` binary') },
      { id: 'guide.mdx:44', reason: expect.stringContaining('no sample above it on the page declares `wallet`') },
    ]);
    expect(evaluated.report.needs).toEqual([{ id: 'guide.mdx:36', needs: expect.stringContaining('the `pact` binary') }]);
    // The continuation ran after the sample it continues, in one process: its own request only, with the client made above.
    const continued = evaluated.outcomes.get('guide.mdx:27');
    expect(continued).toMatchObject({ status: 'ran', setup: expect.stringContaining('line 11 of this page') });
    const sent = continued!.status === 'ran' ? continued!.requests : [];
    expect(sent.map((r) => r.url)).toEqual(['https://api.testnet.chainweb.com/chainweb/0.0/testnet04/chain/0/pact/api/v1/send']);
    const ran = evaluated.outcomes.get('guide.mdx:11');
    expect(ran?.status).toBe('ran');
    const [request] = ran!.status === 'ran' ? ran!.requests : [];
    // The URL as the sample wrote it, although the request went to 127.0.0.1.
    expect(request.url).toBe('https://api.testnet.chainweb.com/chainweb/0.0/testnet04/chain/0/pact/api/v1/local');
    expect(JSON.parse((request.body as { cmd: string }).cmd).payload.exec.code).toBe('(+ 1 2)');
    // The deployment script ran under the (fixture) script runner, in a project holding the contract its page shows.
    const script = evaluated.outcomes.get('guide.mdx:64');
    expect(script).toMatchObject({ status: 'ran', setup: expect.stringContaining('runScript') });
    const [deploy] = script!.status === 'ran' ? script!.requests : [];
    expect(deploy.url).toBe('http://localhost:8080/chainweb/0.0/development/chain/0/pact/api/v1/send');
    expect(JSON.parse((deploy.body as { cmds: { cmd: string }[] }).cmds[0].cmd).payload.exec.code).toBe('(module hello G (defcap G () true) (defun hi () "hi"))');
  }, 60_000);

  it('does not run a deployment script whose page shows it no contract, saying why', () => {
    const { root } = docsWith('no-contract', (page) => page.replace('```pact title="pact/hello.pact"', '```pact'));
    const script = collectGuide(root).samples.find((x) => x.id === 'guide.mdx:64');
    expect(script?.verdict).toEqual({ kind: 'not-run', reason: expect.stringContaining('shows no `pact` fence titled with a contract file') });
  });

  it('runs a script that deploys nothing in a project without contracts', () => {
    const { root } = docsWith('reads-only', (page) => page.replace('```pact title="pact/hello.pact"', '```pact').replace('await client.deployContract("hello.pact");', 'await client.getContext().getClient().local(undefined as never);'));
    const script = collectGuide(root).samples.find((x) => x.id === 'guide.mdx:64');
    expect(script).toMatchObject({ verdict: { kind: 'run', script: true }, contracts: {} });
  });

  it('a page claiming chain 1 for a sample that sends to chain 0 is contradicted, and a sample that throws is reported', async () => {
    const { root, work } = docsWith('wrong', (page) =>
      page.replace('sends: POST local chain=0', 'sends: POST local chain=1').replace('const chains = ["0", "1"];', 'import { ChainwebClient } from "@pact-toolbox/chainweb-client";\nawait new ChainwebClient({ networkId: "x", chainId: "0", rpcUrl: () => "http://localhost:1" }).send([]).then(() => { throw new Error("planted failure"); });'),
    );
    const evaluated = await runGuideSamples({ root, paths, toolkitDir, workDir: path.join(work, 'bundles') });
    expect(evaluated.problems).toEqual([
      expect.stringMatching(/^guide\.mdx:11: expects "POST local chain=1 .*", but no request matches; nearest: POST https:\/\/api\.testnet\.chainweb\.com\/.*\/chain\/0\/.* \(sent to chain 0, command for chain 0\)$/),
      expect.stringMatching(/^guide\.mdx:52: threw when run against the stand-in: Error: planted failure/),
    ]);
  }, 60_000);
});

describe('the build hook', () => {
  const plugin = (name: string, strict: boolean, edit?: (page: string) => string, logged: string[] = []) => {
    const { root, work } = docsWith(name, edit);
    return pluginRunSamples({ root, dataDir: work, projectDir: work, toolkitRepo: toolkitDir, strict, reportFile: path.join(work, 'report.json'), log: (l) => logged.push(l) });
  };
  const plantChain1 = (page: string) => page.replace('sends: POST local chain=0', 'sends: POST local chain=1');

  it('fails a strict build on the planted wrong chain, naming the page, the line and where the request went', async () => {
    const failure = await Promise.resolve(plugin('strict', true, plantChain1).beforeBuild!({} as never, true)).then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(SampleRunError);
    expect((failure as Error).message).toMatch(/guide\.mdx:11: expects "POST local chain=1.*sent to chain 0[\s\S]*DOCS_STRICT=1/);
  }, 120_000);

  it('lets a default build go on, listing the problem, and a correct page passes strict', async () => {
    const logged: string[] = [];
    await plugin('lenient', false, plantChain1, logged).beforeBuild!({} as never, true);
    expect(logged).toEqual([expect.stringMatching(/^samples: guide\.mdx:11: expects "POST local chain=1/)]);
    await expect(plugin('correct', true).beforeBuild!({} as never, true)).resolves.toBeUndefined();
  }, 120_000);

  it('runs nothing without a checkout and says so in one line', async () => {
    const { root, work } = docsWith('registry');
    writeFileSync(path.join(work, 'sample-modules.json'), JSON.stringify({ mode: 'registry', paths: {} }));
    const p = pluginRunSamples({ root, dataDir: work, projectDir: work, strict: true, reportFile: path.join(work, 'report.json') });
    await p.beforeBuild!({} as never, true);
    const lines: string[] = [];
    const log = console.log;
    console.log = (l: string) => lines.push(l);
    try {
      await p.afterBuild!({} as never, true);
    } finally {
      console.log = log;
    }
    expect(lines).toEqual(['samples: network samples not run: this build documents the published npm packages; set PACT_TOOLBOX_REPO to a toolkit checkout to run them against a local Chainweb stand-in']);
  });
});
