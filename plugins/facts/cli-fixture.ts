/** A small CLI definition for the checkers' tests (the shape api-gen writes to cli.json). */
import type { CliArg, CliCommand } from '../../api-gen/cli-definition';

const arg = (type: string, alias: string[] = []): CliArg => ({ type, alias });
const command = (name: string, args: Record<string, CliArg> = {}, subs: CliCommand[] = []): CliCommand => ({
  name,
  args,
  subCommands: Object.fromEntries(subs.map((s) => [s.name, s])),
  source: `apps/cli/src/commands/${name}.ts`,
});

export const fixtureCli: CliCommand = command('pact-toolbox', {}, [
  command('start', { network: arg('positional'), quiet: arg('boolean', ['q']), tunnel: arg('boolean', ['t']) }),
  command('run', { script: arg('positional'), network: arg('string', ['n']), 'private-key': arg('string'), start: arg('boolean', ['s']) }),
  command('test', { watch: arg('boolean', ['w']), repl: arg('boolean', ['r']) }),
  command('init', { contractsDir: arg('string') }),
  command('generate', {}, [command('module', { name: arg('positional'), force: arg('boolean', ['f']) })]),
]);
