/**
 * The install check's data: what `npm install` and `import()` of each published package did on a clean project,
 * as kept in config/npm-install.json. Pure functions only: reading, comparing and describing results.
 */
import type { PackageFacts } from './package-facts';

/** One attempt: it worked, or the first line of what failed. */
export interface Outcome {
  ok: boolean;
  /** The error's code and first line, temporary paths replaced by `<project>`; only when `ok` is false. */
  error?: string;
}

export interface PackageResult {
  install: Outcome;
  /** Each checked entry point (`@pact-toolbox/unplugin/vite`), or the command run for a binary-only package. */
  entries: Record<string, Outcome>;
  /** What the installed package.json declares about loading it (kept in config/npm-package-facts.json); absent when the install failed. */
  facts?: PackageFacts;
}

export interface InstallData {
  checkedOn: string;
  node: string;
  npm: string;
  /** Keyed by `name@version`. */
  packages: Record<string, PackageResult>;
}

export class InstallDataError extends Error {}

const isOutcome = (value: unknown): value is Outcome =>
  !!value && typeof value === 'object' && typeof (value as Outcome).ok === 'boolean' && ((value as Outcome).ok || typeof (value as Outcome).error === 'string');

/** Checks the shape of config/npm-install.json; throws naming the entry and the fix. */
export function parseInstallData(raw: unknown, file = 'config/npm-install.json'): InstallData {
  const fail = (what: string) => new InstallDataError(`${file}: ${what}. Fix: run "npm run check:install -- --write" to write it again.`);
  if (!raw || typeof raw !== 'object') throw fail('not a JSON object');
  const data = raw as InstallData;
  for (const key of ['checkedOn', 'node', 'npm'] as const) if (typeof data[key] !== 'string') throw fail(`"${key}" is missing`);
  if (!data.packages || typeof data.packages !== 'object') throw fail('"packages" is missing');
  for (const [name, result] of Object.entries(data.packages)) {
    if (!/^(@[^/]+\/)?[^@]+@\d[^@]*$/.test(name)) throw fail(`"${name}" is not a name@version key`);
    if (!isOutcome(result?.install)) throw fail(`${name}: "install" is not an outcome`);
    for (const [entry, outcome] of Object.entries(result.entries ?? {})) if (!isOutcome(outcome)) throw fail(`${name}: entry "${entry}" is not an outcome`);
  }
  return data;
}

/** The first line of an error with the temporary project folder named `<project>`. */
export function normaliseError(message: string, projectDir: string): string {
  const first = message.split('\n').find((line) => line.trim()) ?? message;
  return first.split(projectDir).join('<project>').replace(/\s+/g, ' ').trim();
}

const describeOutcome = (o: Outcome | undefined) => (!o ? 'not checked' : o.ok ? 'ok' : `fails: ${o.error}`);

/** Where a fresh run disagrees with the committed data, one line each; empty when they agree. */
export function differences(committed: InstallData, fresh: InstallData): string[] {
  const out: string[] = [];
  const names = new Set([...Object.keys(committed.packages), ...Object.keys(fresh.packages)]);
  for (const name of [...names].sort()) {
    const before = committed.packages[name];
    const now = fresh.packages[name];
    if (!before || !now) {
      out.push(`${name}: ${before ? 'in the data but not checked now' : 'checked now but not in the data'}`);
      continue;
    }
    if (describeOutcome(before.install) !== describeOutcome(now.install)) out.push(`${name} install: data says ${describeOutcome(before.install)}; now ${describeOutcome(now.install)}`);
    for (const entry of new Set([...Object.keys(before.entries), ...Object.keys(now.entries)])) {
      const a = describeOutcome(before.entries[entry]);
      const b = describeOutcome(now.entries[entry]);
      if (a !== b) out.push(`${name} ${entry}: data says ${a}; now ${b}`);
    }
  }
  return out;
}

/** What went wrong for a reader running `command`, in parts a page can format; null when it installs and imports. */
export interface InstallFinding {
  command: string;
  /** "fails", "works, but its import fails in Node", or "works, but importing <entries> fails in Node". */
  verdict: string;
  error: string;
}

export function installFinding(name: string, version: string, data: InstallData): InstallFinding | null {
  const result = data.packages[`${name}@${version}`];
  if (!result) return null;
  const command = `npm install ${name}@${version}`;
  if (!result.install.ok) return { command, verdict: 'fails', error: result.install.error ?? '' };
  const failing = Object.entries(result.entries).filter(([, o]) => !o.ok);
  if (!failing.length) return null;
  const all = failing.length === Object.keys(result.entries).length;
  return { command, verdict: `works, but ${all ? 'its import fails' : `importing ${failing.map(([e]) => e).join(', ')} fails`} in Node`, error: failing[0][1].error ?? '' };
}

/** The finding as one sentence (the npm table's note), or null when installing and importing work. */
export function installNote(name: string, version: string, data: InstallData): string | null {
  const finding = installFinding(name, version, data);
  return finding && `${finding.command} ${finding.verdict}: ${finding.error}`;
}

/** Each release's install and import, reduced to two answers (the /api/ overview's status): keyed by `name@version`. */
export function installOutcomes(data: InstallData): Record<string, { installs: boolean; imports: boolean }> {
  return Object.fromEntries(
    Object.entries(data.packages).map(([key, result]) => [key, { installs: result.install.ok, imports: result.install.ok && Object.values(result.entries).every((o) => o.ok) }]),
  );
}
