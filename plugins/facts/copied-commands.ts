/**
 * The commands readers copy most must be written the one way config/copied-commands.ts gives:
 *
 * - every `pact-toolbox doctor` carries `LOG_LEVEL=info` (without it a healthy machine prints nothing);
 * - no install command fetches a package that is not on npm (`npx pactup`, `npm install pact-toolbox`, …): in a
 *   code block never, in inline code only where the same paragraph says it is not on npm;
 * - Pact is installed with `pactup install --latest` (not `pactup install latest`);
 * - the toolkit is cloned and built with the one route, at the pin (its placeholder, never a typed commit);
 * - `LOG_LEVEL` takes a level the toolkit's logger knows.
 *
 * Pure: text in, problems out. remark-facts.ts runs it over code blocks and inline code of guide pages, and
 * error-entries.ts over the causes and fixes of the error reference.
 */
import {
  COPIED_COMMAND_PAGES,
  DOCTOR_ENV,
  INSTALLED_FROM_CLONE,
  LOG_LEVELS,
  PACT_INSTALL,
  TOOLKIT_BUILD_COMMIT,
  TOOLKIT_BUILD_LINE,
  TOOLKIT_BUILD_ROUTE,
} from '../../config/copied-commands';
import { NOT_ON_NPM } from '../../config/npm-status';
import type { NameProblem } from './cli-names';

/** A code block is copied as it stands; inline code and entry text sit in a sentence that may say what it is. */
export type CommandTextKind = 'block' | 'inline';

const UNPUBLISHED = new Set(NOT_ON_NPM.map((p) => p.name));

/** Words of a paragraph that say the install it shows does not work. */
const CAVEAT = /not on (?:the )?npm|not published|unpublished|\bE?404\b/i;

/** A line without its shell comment. */
function withoutComment(line: string): string {
  const at = line.search(/(^|\s)#/);
  return (at < 0 ? line : line.slice(0, at)).trim();
}

/** The shell segments of one line (`a && b; c | d`), each as words. */
function segments(line: string): string[][] {
  return withoutComment(line)
    .split(/&&|\|\||;|\|/)
    .map((s) => s.split(/\s+/).map((w) => w.replace(/^["'`(]+|["'`),:]+$/g, '')).filter(Boolean))
    .filter((words) => words.length > 0);
}

/** `@scope/name@1.2.3` → `@scope/name`; `name@latest` → `name`; a path or URL → undefined. */
export function packageName(spec: string): string | undefined {
  if (/^[.~/]|:/.test(spec) || spec.startsWith('-')) return undefined;
  const scoped = spec.startsWith('@');
  const at = spec.indexOf('@', scoped ? 1 : 0);
  return at < 0 ? spec : spec.slice(0, at);
}

/** `npm create pact-toolbox-app` fetches `create-pact-toolbox-app`; `npm create @s/x` fetches `@s/create-x`. */
function createPackage(name: string): string {
  if (!name.startsWith('@')) return `create-${name}`;
  const [scope, rest] = name.split('/');
  return rest ? `${scope}/create-${rest}` : `${scope}/create`;
}

/**
 * The registry packages one shell segment fetches, or [] when it installs nothing from the registry. A command
 * run through `npx` is fetched unless the guide installs it from the clone (INSTALLED_FROM_CLONE).
 */
export function fetchedPackages(words: readonly string[]): string[] {
  const rest = words.filter((w) => !/^[A-Z_][A-Z0-9_]*=/.test(w));
  const [tool, sub, ...args] = rest;
  const names = (list: readonly string[]) => list.filter((w) => !w.startsWith('-')).map(packageName).filter((n): n is string => !!n);
  const run = (list: readonly string[]) => names(list).slice(0, 1).filter((n) => !INSTALLED_FROM_CLONE.includes(n));
  if (tool === 'npx' || tool === 'pnpx' || tool === 'bunx') return run([sub, ...args].filter(Boolean));
  if ((tool === 'pnpm' || tool === 'yarn') && sub === 'dlx') return names(args).slice(0, 1);
  if (tool === 'npm' && sub === 'exec') return run(args);
  if (['npm', 'pnpm', 'yarn', 'bun'].includes(tool) && ['install', 'i', 'add'].includes(sub)) return names(args);
  if (['npm', 'pnpm', 'yarn', 'bun'].includes(tool) && ['create', 'init'].includes(sub)) return names(args).slice(0, 1).map(createPackage);
  return [];
}

/** Problems of one piece of command text: a code block, an inline code, or the text of an error entry. */
export function copiedCommandProblems(text: string, kind: CommandTextKind, paragraph = ''): NameProblem[] {
  const problems: NameProblem[] = [];
  const lines = text.split('\n');
  for (const line of lines) {
    for (const words of segments(line)) {
      const shown = words.join(' ');
      const cli = words.indexOf('pact-toolbox');
      if (cli >= 0 && words[cli + 1] === 'doctor' && !words.slice(0, cli).includes(DOCTOR_ENV)) {
        problems.push({
          name: shown,
          reason: `doctor prints its check lines as info messages and the toolkit's logger shows only warnings by default, so without ${DOCTOR_ENV} a healthy machine prints nothing`,
          fix: `write "${DOCTOR_ENV} ${words.slice(0, cli + 2).filter((w) => !w.includes('=')).join(' ')}" (${COPIED_COMMAND_PAGES.doctor}); in prose, name it "the CLI's \`doctor\` command"`,
        });
      }
      for (const name of fetchedPackages(words)) {
        if (!UNPUBLISHED.has(name)) continue;
        if (kind === 'inline' && CAVEAT.test(paragraph)) continue;
        problems.push({
          name: shown,
          reason: `${name} is not on npm, so this command fails with E404`,
          fix:
            name === 'pactup'
              ? `install Pactup with its install script, then "${PACT_INSTALL}" (${COPIED_COMMAND_PAGES.pactInstall}); to show the failing command as a fact, say in the same paragraph that it is not on npm`
              : `build it in a clone of the toolkit (${COPIED_COMMAND_PAGES.build}); to show the failing command as a fact, say in the same paragraph that it is not on npm`,
        });
      }
      if (words[0] === 'pactup' && (words[1] === 'install' || words[1] === 'i') && words[2] === 'latest') {
        problems.push({ name: shown, reason: `the guide installs Pact with "${PACT_INSTALL}", one spelling everywhere`, fix: `write "${PACT_INSTALL}"` });
      }
      const checkout = words[0] === 'git' && words[1] === 'checkout' && /^[0-9a-f]{7,40}$/.test(words[2] ?? '') ? words[2] : undefined;
      if (checkout) {
        problems.push({ name: shown, reason: `the guide builds the toolkit at the pin, written ${TOOLKIT_BUILD_COMMIT} and filled in at build time`, fix: `write "git checkout ${TOOLKIT_BUILD_COMMIT}" (${COPIED_COMMAND_PAGES.build})` });
      }
      if (words.includes('turbo')) {
        problems.push({ name: shown, reason: 'the guide builds the toolkit one way, without calling turbo itself', fix: `use the build route: ${TOOLKIT_BUILD_LINE}` });
      }
    }
    for (const m of line.matchAll(/\bLOG_LEVEL=([^\s`'")]*)/g)) {
      if (!LOG_LEVELS.includes(m[1].toLowerCase())) {
        problems.push({
          name: m[0],
          reason: `the toolkit's logger knows ${LOG_LEVELS.join(', ')}; any other value silently means info`,
          fix: `write one of those, usually ${DOCTOR_ENV}`,
        });
      }
    }
  }
  problems.push(...buildRouteProblems(lines, kind));
  return problems;
}

/** A block that clones the toolkit continues with the build route; an inline build line is the one line. */
function buildRouteProblems(lines: string[], kind: CommandTextKind): NameProblem[] {
  const commands = lines.map(withoutComment).filter(Boolean);
  if (kind === 'inline') {
    const text = commands.join(' ');
    const isRoute = text.includes('&&') && (text.includes('pnpm --filter pact-toolbox build') || /git checkout (?:[0-9a-f]{7}|%toolkit-)/.test(text));
    const allowed = [TOOLKIT_BUILD_LINE, TOOLKIT_BUILD_ROUTE.join(' && ')];
    return isRoute && !allowed.includes(text.replace(/\s+/g, ' ').trim())
      ? [{ name: text, reason: 'the toolkit build route is written one way', fix: `write "${TOOLKIT_BUILD_LINE}" (${COPIED_COMMAND_PAGES.build})` }]
      : [];
  }
  const start = commands.findIndex((c) => /^git clone \S*kadena-community\/pact-toolbox/.test(c));
  if (start < 0) return [];
  const written = commands.slice(start, start + TOOLKIT_BUILD_ROUTE.length).map((c) => c.replace(/\s+/g, ' '));
  const at = TOOLKIT_BUILD_ROUTE.findIndex((step, i) => written[i] !== step);
  if (at < 0) return [];
  return [
    {
      name: written[at] ?? '(end of block)',
      reason: `step ${at + 1} of the toolkit build route is "${TOOLKIT_BUILD_ROUTE[at]}"`,
      fix: `write the route as config/copied-commands.ts gives it: ${TOOLKIT_BUILD_ROUTE.join('; ')}`,
    },
  ];
}
