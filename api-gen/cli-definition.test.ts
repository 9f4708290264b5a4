import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliDefinitionError, readCliDefinition } from './cli-definition';

const fixture = path.resolve(__dirname, '../tests/fixtures/workspace');

describe('readCliDefinition (fixture CLI)', () => {
  const cli = readCliDefinition(fixture);
  it('names the root by meta.name and subcommands by their subCommands key', () => {
    expect(cli.name).toBe('fixture-cli');
    expect(Object.keys(cli.subCommands)).toEqual(['greet', 'deploy', 'make']);
    // meta.name says "hello", but a reader types the key
    expect(cli.subCommands.greet.name).toBe('greet');
  });
  it('follows identifiers, dynamic imports and folder imports', () => {
    expect(cli.subCommands.greet.source).toBe('apps/cli/src/commands/greet.ts');
    expect(cli.subCommands.deploy.source).toBe('apps/cli/src/commands/deploy.ts');
    expect(cli.subCommands.make.subCommands.module.source).toBe('apps/cli/src/commands/make/module.ts');
  });
  it('reads args with type, aliases (string or array) and defaults', () => {
    expect(cli.subCommands.greet.args).toEqual({
      who: { type: 'positional', alias: [], default: 'world', description: undefined },
      loud: { type: 'boolean', alias: ['l'], default: 'false', description: undefined },
    });
    expect(cli.subCommands.deploy.args.network).toMatchObject({ type: 'string', alias: ['n', 'net'], description: 'Target network' });
    expect(Object.keys(cli.subCommands.deploy.args)).toEqual(['network', 'gas-limit', 'dryRun']);
  });
  it('notes a command whose run passes undeclared flags on (const { a, ...rest } = args)', () => {
    expect(cli.subCommands.deploy.forwardsUnknownFlags).toBe(true);
    expect(cli.subCommands.greet.forwardsUnknownFlags).toBeUndefined();
  });
  it('names the missing entry and the fix', () => {
    expect(() => readCliDefinition(path.join(fixture, 'packages'))).toThrow(/apps\/cli\/src\/cli\.ts is missing .*PACT_TOOLBOX_REPO/);
  });
  it('fails clearly on a subcommand it cannot follow', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'cli-def-'));
    try {
      cpSync(path.join(fixture, 'apps'), path.join(copy, 'apps'), { recursive: true });
      writeFileSync(path.join(copy, 'apps/cli/src/cli.ts'), "import { defineCommand } from 'citty';\nconst main = defineCommand({ subCommands: { odd: makeOne() } });\n");
      expect(() => readCliDefinition(copy)).toThrow(CliDefinitionError);
      expect(() => readCliDefinition(copy)).toThrow(/subcommand "odd"/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
