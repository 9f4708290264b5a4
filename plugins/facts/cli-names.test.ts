import { describe, expect, it } from 'vitest';
import { fixtureCli } from './cli-fixture';
import { checkFlags, checkInvocation, cliInvocations, flagsOf } from './cli-names';

describe('cliInvocations', () => {
  it('finds commands in shell lines, after launchers, and in package.json scripts', () => {
    expect(cliInvocations('npx pact-toolbox test --watch')).toEqual([['test', '--watch']]);
    expect(cliInvocations('pnpm pact-toolbox start pactServer && pnpm dev # two terminals')).toEqual([['start', 'pactServer']]);
    expect(cliInvocations('"test": "pact-toolbox test",')).toEqual([['test']]);
    expect(cliInvocations('pact-toolbox run deploy; pact-toolbox test')).toEqual([['run', 'deploy'], ['test']]);
  });
  it('ignores package names and file names', () => {
    expect(cliInvocations('npm install -D pact-toolbox @pact-toolbox/config')).toEqual([]);
    expect(cliInvocations('import { defineConfig } from "@pact-toolbox/config"')).toEqual([]);
    expect(cliInvocations('edit pact-toolbox.config.ts and .pact-toolbox/pact/logs')).toEqual([]);
    expect(cliInvocations('pnpm create pact-toolbox-app my-app')).toEqual([]);
    expect(cliInvocations('Make sure you are using the pact-toolbox bundler plugin')).toEqual([]);
    expect(cliInvocations('cd app && CI=1 npx -y pact-toolbox doctor')).toEqual([['doctor']]);
  });
});

describe('flagsOf', () => {
  it('spells every flag as citty accepts it: name, kebab/camel case, --no- for booleans, aliases', () => {
    expect([...flagsOf(fixtureCli.subCommands.init).keys()]).toEqual(['--contractsDir', '--contracts-dir']);
    expect([...flagsOf(fixtureCli.subCommands.test).keys()]).toEqual(['--watch', '--no-watch', '-w', '--repl', '--no-repl', '-r']);
  });
});

describe('checkInvocation', () => {
  const check = (line: string) => checkInvocation(cliInvocations(line)[0], fixtureCli);
  it('accepts commands, subcommands, positionals, flags, values and short clusters', () => {
    expect(check('pact-toolbox start pactServer --quiet')).toEqual([]);
    expect(check('pact-toolbox run deploy --network testnet --private-key abc -s')).toEqual([]);
    expect(check('pact-toolbox run deploy -n=testnet --no-start')).toEqual([]);
    expect(check('pact-toolbox test -wr --no-repl')).toEqual([]);
    expect(check('pact-toolbox generate module <name> -f')).toEqual([]);
    expect(check('pact-toolbox init --contracts-dir contracts')).toEqual([]);
    expect(check('pact-toolbox --help')).toEqual([]);
  });
  it('names an unknown command and lists the real ones', () => {
    expect(check('pact-toolbox deploy')).toEqual([
      { name: 'pact-toolbox deploy', reason: '"pact-toolbox" has no subcommand "deploy"', fix: 'use one of: start, run, test, init, generate' },
    ]);
    expect(check('pact-toolbox generate station')).toMatchObject([{ reason: '"pact-toolbox generate" has no subcommand "station"' }]);
  });
  it('suggests the nearest command or flag before the list', () => {
    expect(check('pact-toolbox strat')).toEqual([
      { name: 'pact-toolbox strat', reason: '"pact-toolbox" has no subcommand "strat"', fix: 'Did you mean `start`? Otherwise use one of: start, run, test, init, generate' },
    ]);
    expect(check('pact-toolbox test --wacth')[0].fix).toMatch(/^Did you mean `--watch`\? Otherwise use one of: --watch/);
  });
  it('names an unknown flag and lists the real ones', () => {
    expect(check('npx pact-toolbox test --coverage')).toEqual([
      { name: 'pact-toolbox test --coverage', reason: '"pact-toolbox test" has no flag --coverage', fix: 'use one of: --watch, -w, --repl, -r' },
    ]);
    expect(check('pact-toolbox test -wx')).toMatchObject([{ name: 'pact-toolbox test -x' }]);
  });
  it('accepts undeclared long flags of a command that passes them on', () => {
    const forwarding = { ...fixtureCli, subCommands: { ...fixtureCli.subCommands, run: { ...fixtureCli.subCommands.run, forwardsUnknownFlags: true } } };
    expect(checkInvocation(['run', 'deploy', '--tag', 'v2'], forwarding)).toEqual([]);
    expect(checkInvocation(['run', 'deploy', '--tag', 'v2'], fixtureCli)).toMatchObject([{ name: 'pact-toolbox run --tag' }]);
  });
  it('says when a positional argument is written as a flag', () => {
    expect(check('pact-toolbox start --network pactServer')).toEqual([
      { name: 'pact-toolbox start --network', reason: '"network" is a positional argument of "pact-toolbox start", not a flag', fix: 'write "pact-toolbox start <network>"' },
    ]);
  });
  it('names an extra positional word', () => {
    expect(check('pact-toolbox test everything')).toMatchObject([{ name: 'pact-toolbox test everything', reason: '"pact-toolbox test" takes no positional argument, yet "everything" is given' }]);
  });
});

describe('checkFlags', () => {
  it('checks the flags of a table row against the row command', () => {
    expect(checkFlags(['run', '<script>'], ['--network', '-n', '--private-key', '--start'], fixtureCli)).toEqual([]);
    expect(checkFlags(['test'], ['--repl', '-r', '--js'], fixtureCli)).toMatchObject([{ name: 'pact-toolbox test --js' }]);
  });
});
