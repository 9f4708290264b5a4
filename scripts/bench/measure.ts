/** Timing and memory of child processes, for the benchmarks. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Run {
  seconds: number;
  /** Peak resident memory in MB, when /usr/bin/time is available. */
  peakMb: number | null;
  output: string;
}

const GNU_TIME = '/usr/bin/time';

/** Runs a command, returning wall time and (with GNU time) peak RSS. Throws on failure. */
export function timed(cmd: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Run {
  const useTime = existsSync(GNU_TIME);
  const started = performance.now();
  const result = useTime
    ? spawnSync(GNU_TIME, ['-f', 'PEAK_KB=%M', cmd, ...args], { cwd: options.cwd, env: options.env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    : spawnSync(cmd, args, { cwd: options.cwd, env: options.env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status}):\n${output.slice(-3000)}`);
  const peak = /PEAK_KB=(\d+)/.exec(output);
  return { seconds, peakMb: peak ? Math.round(Number(peak[1]) / 1024) : null, output };
}

export function dirSize(dir: string): { files: number; bytes: number; html: number } {
  let files = 0;
  let bytes = 0;
  let html = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files++;
        bytes += statSync(full).size;
        if (entry.name.endsWith('.html')) html++;
      }
    }
  };
  walk(dir);
  return { files, bytes, html };
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
