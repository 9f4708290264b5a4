/**
 * Checks the CLI commands and flags a page names against the CLI's command tree
 * (api-gen/cli-definition.ts, read from the toolkit's source). Pure.
 */
import { didYouMean } from '../../api-gen/pointed-error';
import type { CliCommand } from '../../api-gen/cli-definition';

export const CLI_NAME = 'pact-toolbox';

export interface NameProblem {
  /** What the page says, e.g. "pact-toolbox start --port". */
  name: string;
  reason: string;
  fix: string;
}

/** Flags citty's runMain answers for every command. */
const BUILT_IN_FLAGS = ['--help', '-h', '--version'];

/** Shell words that end one command on a line. */
const SEPARATORS = new Set(['&&', '||', '|', ';', '&', '>', '>>', '2>&1', '#']);
/** Words that may stand before `pact-toolbox` in a command: launchers, their flags, a prompt. */
const LAUNCHERS = new Set(['$', '>', 'npx', 'pnpx', 'bunx', 'pnpm', 'yarn', 'bun', 'npm', 'exec', 'dlx', 'x', '-y', '--yes', '--']);

/**
 * The words after each `pact-toolbox` command on one line of shell, JSON or prose
 * (`npx pact-toolbox test --watch`, `"test": "pact-toolbox test"`). Package names
 * (`@pact-toolbox/x`, `npm install pact-toolbox`, `pact-toolbox.config.ts`) are not commands.
 */
export function cliInvocations(line: string): string[][] {
  const out: string[][] = [];
  const re = /(^|[\s"'`(=])pact-toolbox(?=$|[\s"'`)])/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const start = m.index + m[1].length;
    // A command starts its shell segment or a quoted string, after launchers only
    // (`npx pact-toolbox`, `"test": "pact-toolbox test"`); anything else names the package.
    if (!/["'`(=]$/.test(line.slice(0, start))) {
      const segment = (line.slice(0, start).split(/;|&&?|\|\|?/).pop() ?? '').split(/\s+/).filter(Boolean);
      if (!segment.every((w) => LAUNCHERS.has(w) || /^[A-Z_][A-Z0-9_]*=/.test(w))) continue;
    }
    const rest = line.slice(start + CLI_NAME.length).split(/["'`);|&]/)[0];
    const words: string[] = [];
    for (const word of rest.split(/\s+/).filter(Boolean)) {
      if (SEPARATORS.has(word) || word.startsWith('#')) break;
      words.push(word);
    }
    out.push(words);
  }
  return out;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function isPlaceholder(word: string): boolean {
  return /^[<[].*[>\]]$/.test(word) || word === '...' || word === '…';
}

/** The flags a command accepts, spelled as a reader types them, mapped to the argument they set. */
export function flagsOf(command: CliCommand): Map<string, string> {
  const flags = new Map<string, string>();
  for (const [name, arg] of Object.entries(command.args)) {
    if (arg.type === 'positional') continue;
    for (const spelling of new Set([name, kebab(name), camel(name)])) {
      flags.set(`--${spelling}`, name);
      if (arg.type === 'boolean') flags.set(`--no-${spelling}`, name);
    }
    for (const alias of arg.alias) flags.set(alias.length === 1 ? `-${alias}` : `--${alias}`, name);
  }
  return flags;
}

/** Each flag as the CLI declares it, with its aliases: ["--network", "-n", ...]. */
function declaredFlags(command: CliCommand): string[] {
  return Object.entries(command.args)
    .filter(([, a]) => a.type !== 'positional')
    .flatMap(([name, a]) => [`--${name}`, ...a.alias.map((alias) => (alias.length === 1 ? `-${alias}` : `--${alias}`))]);
}

function commandPath(path: string[]): string {
  return [CLI_NAME, ...path].join(' ');
}

/** Problems of one invocation: the words after `pact-toolbox`. */
export function checkInvocation(words: readonly string[], root: CliCommand): NameProblem[] {
  const problems: NameProblem[] = [];
  let command = root;
  const path: string[] = [];
  let positionals = 0;
  let i = 0;
  // The command path: subcommand words until a flag or a positional value.
  for (; i < words.length; i++) {
    const word = words[i];
    if (word.startsWith('-')) break;
    const sub = command.subCommands[word];
    if (sub && positionals === 0) {
      command = sub;
      path.push(word);
      continue;
    }
    const positionalArgs = Object.entries(command.args).filter(([, a]) => a.type === 'positional');
    if (positionalArgs.length > positionals || isPlaceholder(word)) {
      positionals++;
      continue;
    }
    const subs = Object.keys(command.subCommands);
    problems.push({
      name: `${commandPath(path)} ${word}`,
      reason: subs.length ? `"${commandPath(path)}" has no subcommand "${word}"` : `"${commandPath(path)}" takes no ${positionals ? 'further ' : ''}positional argument, yet "${word}" is given`,
      fix: subs.length ? `${nearFirst(word, subs)}use one of: ${subs.join(', ')}` : `remove "${word}" or check the command's arguments (${describeArgs(command)})`,
    });
    return problems;
  }
  if (!path.length && words.length === 0) return problems;
  const flags = flagsOf(command);
  for (; i < words.length; i++) {
    const word = words[i];
    if (!word.startsWith('-') || word === '-' || word === '--') continue;
    const spelled = word.split('=')[0];
    const candidates = /^-[A-Za-z]{2,}$/.test(spelled) ? [...spelled.slice(1)].map((c) => `-${c}`) : [spelled];
    for (const flag of candidates) {
      if (BUILT_IN_FLAGS.includes(flag) || flags.has(flag)) continue;
      if (command.forwardsUnknownFlags && flag.startsWith('--')) continue;
      const positional = Object.entries(command.args).find(([name, a]) => a.type === 'positional' && (flag === `--${name}` || flag === `--${kebab(name)}`));
      problems.push({
        name: `${commandPath(path)} ${flag}`,
        reason: positional ? `"${positional[0]}" is a positional argument of "${commandPath(path)}", not a flag` : `"${commandPath(path)}" has no flag ${flag}`,
        fix: positional ? `write "${commandPath(path)} <${positional[0]}>"` : `${nearFirst(flag, declaredFlags(command))}use one of: ${declaredFlags(command).join(', ') || '(it takes no flags)'}`,
      });
    }
    // A string flag's value is the next word.
    const arg = command.args[flags.get(spelled) ?? ''];
    if (arg?.type === 'string' && !word.includes('=') && words[i + 1] && !words[i + 1].startsWith('-')) i++;
  }
  return problems;
}

/** "did you mean `start`? " before a list of choices, when one is near the word given. */
export function nearFirst(word: string, choices: readonly string[]): string {
  const question = didYouMean(word, choices).trim();
  return question ? `${question[0].toUpperCase()}${question.slice(1)} Otherwise ` : '';
}

function describeArgs(command: CliCommand): string {
  const names = Object.entries(command.args).map(([name, a]) => (a.type === 'positional' ? `<${name}>` : `--${name}`));
  return names.length ? names.join(' ') : 'none';
}

/** Flags named in a table row documented as belonging to `words` (a command path, maybe with placeholders). */
export function checkFlags(words: readonly string[], flags: readonly string[], root: CliCommand): NameProblem[] {
  return checkInvocation([...words, ...flags], root);
}
