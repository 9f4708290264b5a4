/**
 * The GitHub workflows hold to least privilege: each one reads by default, each job says what it may do, and only
 * the jobs listed in WRITERS may write (the Pages deploy; the job that proposes a new toolkit commit). The toolkit
 * commit the deploy documents is pinned in one file, every action to a commit SHA (its tag in a comment; the SHAs were
 * read from the actions' own repositories at those tags). Dependabot watches the actions and the npm packages weekly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TOOLKIT_BUILD_ROUTE } from '../../config/copied-commands';

const ROOT = path.resolve(__dirname, '../..');
const WORKFLOWS = path.join(ROOT, '.github/workflows');

type Permissions = string | Record<string, string>;
interface Step {
  uses?: string;
  run?: string;
  id?: string;
  if?: string;
  'continue-on-error'?: boolean;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Permissions;
  steps?: Step[];
  uses?: string;
  needs?: string | string[];
  if?: string;
  strategy?: { matrix?: Record<string, unknown[]> };
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Permissions;
  jobs: Record<string, Job>;
}

const workflows: [file: string, workflow: Workflow][] = readdirSync(WORKFLOWS)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => [name, parse(readFileSync(path.join(WORKFLOWS, name), 'utf8')) as Workflow]);

/** The jobs allowed to write, and exactly what each may write. */
const WRITERS: Record<string, Record<string, string>> = {
  'deploy.yml/deploy': { pages: 'write', 'id-token': 'write' },
  'toolkit-ref.yml/propose': { contents: 'write', 'pull-requests': 'write' },
};

/** The scopes a permissions value grants write on (`write-all` grants every one). */
function writes(permissions: Permissions | undefined): string[] {
  if (permissions === undefined) return [];
  if (typeof permissions === 'string') return permissions === 'write-all' ? ['*'] : [];
  return Object.entries(permissions)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => scope);
}

const jobs = workflows.flatMap(([file, workflow]) => Object.entries(workflow.jobs).map(([id, job]) => ({ file, id, key: `${file}/${id}`, job })));

describe('workflow permissions', () => {
  it('finds the workflows', () => {
    expect(workflows.map(([file]) => file)).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml', 'toolkit-ref.yml']));
  });

  it('every workflow reads by default: top-level permissions are contents: read alone', () => {
    for (const [file, workflow] of workflows) expect(workflow.permissions, file).toEqual({ contents: 'read' });
  });

  it('every job states its permissions as a map', () => {
    for (const { key, job } of jobs) {
      expect(typeof job.permissions, key).toBe('object');
      expect(job.permissions, key).not.toBeNull();
    }
  });

  it('only the listed jobs write, and each writes only what it is listed for', () => {
    const writers = Object.fromEntries(jobs.filter(({ job }) => writes(job.permissions).length).map(({ key, job }) => [key, job.permissions]));
    expect(writers).toEqual(WRITERS);
  });

  it('only the deploy job may publish to Pages or mint an OIDC token', () => {
    for (const { key, job } of jobs) {
      const scopes = writes(job.permissions);
      if (key !== 'deploy.yml/deploy') expect(scopes.filter((s) => s === 'pages' || s === 'id-token'), key).toEqual([]);
    }
  });

  it('no workflow runs on pull_request_target (a fork\'s code with the base repository\'s token)', () => {
    for (const [file, workflow] of workflows) expect(Object.keys(workflow.on ?? {}), file).not.toContain('pull_request_target');
  });

  it('jobs that do not write leave no token in the checkout for later steps', () => {
    for (const { key, job } of jobs) {
      if (writes(job.permissions).length) continue;
      for (const step of job.steps ?? []) {
        if (step.uses?.startsWith('actions/checkout@')) expect(step.with?.['persist-credentials'], key).toBe(false);
      }
    }
  });
});

describe('actions', () => {
  it('are pinned to a full commit SHA, the release tag named in a comment beside it (or are a workflow of this repository)', () => {
    const lines = workflows.flatMap(([file]) =>
      readFileSync(path.join(WORKFLOWS, file), 'utf8')
        .split('\n')
        .filter((line) => /^\s*(-\s*)?uses:/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(lines.length).toBeGreaterThan(5);
    // A workflow of this repository (`./.github/workflows/…`) is the same commit as its caller: nothing to pin.
    const unpinned = lines.filter((line) => !/uses: ([\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+(\.\d+){0,2}|\.\/\.github\/workflows\/[\w.-]+\.yml)$/.test(line.replace(/^[^:]+: (- )?/, '')));
    expect(unpinned).toEqual([]);
  });
});

describe('the toolkit commit the deploy documents', () => {
  const pin = readFileSync(path.join(ROOT, '.github/pact-toolbox-ref'), 'utf8');

  it('is one full commit SHA in .github/pact-toolbox-ref', () => {
    expect(pin).toMatch(/^[0-9a-f]{40}\n$/);
  });

  it('is the ref the deploy checks the toolkit out at, read from that file', () => {
    const build = workflows.find(([file]) => file === 'deploy.yml')![1].jobs.build;
    const checkout = build.steps!.find((step) => step.with?.repository === 'kadena-community/pact-toolbox')!;
    const reader = build.steps!.find((step) => step.id === 'toolkit')!;
    expect(checkout.with?.ref).toBe('${{ steps.toolkit.outputs.sha }}');
    expect(reader.run).toContain('.github/pact-toolbox-ref');
    expect(build.steps!.indexOf(reader)).toBeLessThan(build.steps!.indexOf(checkout));
  });

  it('is moved only by a pull request the weekly workflow opens', () => {
    const workflow = workflows.find(([file]) => file === 'toolkit-ref.yml')![1];
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['schedule', 'workflow_dispatch']));
    const script = workflow.jobs.propose.steps!.map((step) => step.run ?? '').join('\n');
    expect(script).toContain('gh pr create');
    expect(script).not.toMatch(/git push\b.*\b(main|master)\b/);
  });

  it('is proposed only when the toolkit builds at it, the way the guide has readers build it, and says why not otherwise', () => {
    const steps = workflows.find(([file]) => file === 'toolkit-ref.yml')![1].jobs.propose.steps!;
    const build = steps.find((step) => step.id === 'build')!;
    const propose = steps.find((step) => (step.run ?? '').includes('gh pr create'))!;
    expect(steps.indexOf(build)).toBeLessThan(steps.indexOf(propose));
    expect(propose.if).toContain("steps.build.outcome == 'success'");
    // The guide's route after its clone and checkout (config/copied-commands.ts), in order.
    const route = TOOLKIT_BUILD_ROUTE.slice(3);
    expect(route).toEqual(['pnpm install', 'pnpm build', 'pnpm --filter pact-toolbox build']);
    const positions = route.map((command) => build.run!.indexOf(`"${command}"`));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(build.run).toContain('git checkout --quiet "$SHA"');
    // A failing build does not fail the job silently or propose: it writes why to the run's summary.
    expect(build['continue-on-error']).toBe(true);
    expect(build.run).toContain('$GITHUB_STEP_SUMMARY');
    expect(build.run).toContain('does not build: not proposed');
  });
});

describe('the two test tiers', () => {
  const workflow = (file: string) => workflows.find(([name]) => name === file)![1];
  const runs = (job: Job) => (job.steps ?? []).map((step) => step.run ?? '').join('\n');
  const needs = (job: Job) => [job.needs ?? []].flat();

  it('CI runs npm test on every push and pull request, and calls the full tier', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(runs(ci.jobs.test)).toMatch(/^npm test$/m);
    expect(Object.values(ci.jobs).map((job) => job.uses)).toContain('./.github/workflows/full-tests.yml');
  });

  it('the full tier runs as four Playwright shards whose blob reports are merged into one artefact', () => {
    const full = workflow('full-tests.yml');
    expect(Object.keys(full.on)).toEqual(['workflow_call']);
    expect(full.jobs.shard.strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    expect(runs(full.jobs.shard)).toContain('npm run test:full -- --shard=${{ matrix.shard }}/4 --reporter=blob');
    const uploads = full.jobs.shard.steps!.filter((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(uploads.map((step) => step.with?.path)).toEqual(['blob-report/']);
    expect(needs(full.jobs.report)).toEqual(['shard']);
    expect(full.jobs.report.if).toContain('!cancelled()');
    expect(runs(full.jobs.report)).toContain('npx playwright merge-reports --reporter html ./all-blob-reports');
    const download = full.jobs.report.steps!.find((step) => step.uses?.startsWith('actions/download-artifact@'))!;
    expect(download.with).toMatchObject({ pattern: 'blob-report-*', 'merge-multiple': true, path: 'all-blob-reports' });
  });

  it('the deploy builds only a commit the full tier passed on: after CI succeeded on a push, or after its own full-tests job', () => {
    const deploy = workflow('deploy.yml');
    expect(Object.keys(deploy.on)).not.toContain('push');
    expect(deploy.on.workflow_run).toMatchObject({ workflows: ['CI'], types: ['completed'], branches: ['main'] });
    expect(deploy.jobs['full-tests'].uses).toBe('./.github/workflows/full-tests.yml');
    const build = deploy.jobs.build;
    expect(needs(build)).toEqual(['full-tests']);
    expect(build.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(build.if).toContain("needs.full-tests.result == 'success'");
    expect(build.steps![0].with?.ref).toBe('${{ github.event.workflow_run.head_sha || github.sha }}');
    expect(needs(deploy.jobs.deploy)).toEqual(['build']);
  });
});

describe('dependabot', () => {
  it('proposes updates to the actions and the npm packages weekly', () => {
    const config = parse(readFileSync(path.join(ROOT, '.github/dependabot.yml'), 'utf8')) as { version: number; updates: { 'package-ecosystem': string; directory: string; schedule: { interval: string } }[] };
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => [u['package-ecosystem'], u.directory, u.schedule.interval]).sort()).toEqual([
      ['github-actions', '/', 'weekly'],
      ['npm', '/', 'weekly'],
    ]);
  });
});
