import { describe, expect, it } from 'vitest';
import { TOOLKIT_BUILD_LINE, TOOLKIT_BUILD_ROUTE } from '../../config/copied-commands';
import { copiedCommandProblems, fetchedPackages, packageName } from './copied-commands';

const names = (text: string, kind: 'block' | 'inline' = 'block', paragraph = '') => copiedCommandProblems(text, kind, paragraph).map((p) => p.name);
const reasons = (text: string, kind: 'block' | 'inline' = 'block', paragraph = '') => copiedCommandProblems(text, kind, paragraph).map((p) => p.reason);

describe('doctor', () => {
  it('fails a doctor invocation without LOG_LEVEL=info, in a block or inline', () => {
    expect(names('pnpm pact-toolbox doctor')).toEqual(['pnpm pact-toolbox doctor']);
    expect(names('pact-toolbox doctor', 'inline', 'the `pact-toolbox doctor` command')).toEqual(['pact-toolbox doctor']);
    expect(names('cd app && npx pact-toolbox doctor # checks')).toEqual(['npx pact-toolbox doctor']);
    expect(copiedCommandProblems('npx pact-toolbox doctor', 'block')[0].fix).toContain('LOG_LEVEL=info npx pact-toolbox doctor');
  });
  it('passes it with LOG_LEVEL=info before the launcher, and other commands', () => {
    expect(names('LOG_LEVEL=info pnpm pact-toolbox doctor')).toEqual([]);
    expect(names('LOG_LEVEL=info npx pact-toolbox doctor   # sees Pact')).toEqual([]);
    expect(names('npx pact-toolbox start devnet\nnpx pact-toolbox test')).toEqual([]);
    expect(names('LOG_LEVEL=debug npx pact-toolbox doctor')).toEqual(['LOG_LEVEL=debug npx pact-toolbox doctor']);
  });
});

describe('installs of packages that are not on npm', () => {
  it('reads the packages a command fetches', () => {
    expect(fetchedPackages(['npx', '-y', 'pactup', 'install'])).toEqual(['pactup']);
    expect(fetchedPackages(['npm', 'install', '-g', 'pactup@0.3.0', '@pact-toolbox/config'])).toEqual(['pactup', '@pact-toolbox/config']);
    expect(fetchedPackages(['npm', 'create', 'pact-toolbox-app'])).toEqual(['create-pact-toolbox-app']);
    expect(fetchedPackages(['npm', 'install', '-D', '../pact-toolbox/apps/cli'])).toEqual([]);
    expect(fetchedPackages(['npx', 'pact-toolbox', 'test'])).toEqual([]); // installed from the clone
    expect(fetchedPackages(['pnpm', 'dlx', 'pact-toolbox'])).toEqual(['pact-toolbox']);
    expect(packageName('@pact-toolbox/config@0.2.0')).toBe('@pact-toolbox/config');
  });
  it('fails npx pactup in a block, always', () => {
    expect(reasons('npx pactup install --latest')).toEqual(['pactup is not on npm, so this command fails with E404']);
    expect(names('npm install pact-toolbox @pact-toolbox/config')).toHaveLength(2);
    expect(names('npm create pact-toolbox-app my-app')).toEqual(['npm create pact-toolbox-app my-app']);
  });
  it('passes it inline only where the paragraph says it is not on npm', () => {
    expect(names('npx pactup install --latest', 'inline', 'doctor offers to run npx pactup install --latest')).toHaveLength(1);
    expect(names('npx pactup install --latest', 'inline', 'doctor runs npx pactup install --latest, and pactup is not on npm')).toEqual([]);
    expect(names('npm install pact-toolbox', 'inline', 'npm install pact-toolbox answers with a 404')).toEqual([]);
  });
  it('passes published packages and local paths', () => {
    expect(names('npm install @pact-toolbox/transaction @pactup/linux-x64-gnu\nnpm install -D ../pact-toolbox/packages/unplugin')).toEqual([]);
  });
});

describe('the Pact install command', () => {
  it('is pactup install --latest', () => {
    expect(names('pactup install latest', 'inline')).toEqual(['pactup install latest']);
    expect(names('pactup install --latest\npactup install 4.13')).toEqual([]);
  });
});

describe('the toolkit build route', () => {
  it('passes the route as written in config', () => {
    expect(names(TOOLKIT_BUILD_ROUTE.map((c) => `${c}   # why`).join('\n'))).toEqual([]);
    expect(names(TOOLKIT_BUILD_LINE, 'inline')).toEqual([]);
  });
  it('fails a block that clones the toolkit and builds another way', () => {
    const other = [...TOOLKIT_BUILD_ROUTE.slice(0, 4), 'pnpm turbo build --filter=pact-toolbox', 'pnpm build'].join('\n');
    const found = copiedCommandProblems(other, 'block');
    expect(found.map((p) => p.reason)).toContain('step 5 of the toolkit build route is "pnpm build"');
    expect(found.map((p) => p.name)).toContain('pnpm turbo build --filter=pact-toolbox');
  });
  it('fails a typed commit, even the pin, and another one-line form', () => {
    expect(names('git checkout 823a06c')).toEqual(['git checkout 823a06c']);
    expect(names('git checkout 98c9a65')).toEqual(['git checkout 98c9a65']);
    expect(names('git checkout %toolkit-commit% && pnpm install && pnpm --filter pact-toolbox build', 'inline')).toHaveLength(1);
    expect(names('git checkout %toolkit-commit%')).toEqual([]);
  });
});

describe('LOG_LEVEL', () => {
  it('takes a level the logger knows', () => {
    expect(names('LOG_LEVEL=verbose pnpm pact-toolbox test')).toEqual(['LOG_LEVEL=verbose']);
    expect(names('LOG_LEVEL=debug pnpm pact-toolbox test', 'inline')).toEqual([]);
  });
});
