/**
 * npm run bench:api — api-gen cold (empty cache: fetch + TypeDoc) and warm
 * (unchanged inputs: TypeDoc skipped), each in a fresh Node process, three
 * times; prints wall time (whole process) and peak memory, with medians.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

interface Sample {
  wall: number;
  seconds: number;
  maxRssMb: number;
  skipped: boolean;
  pages: number;
}

function once(outDir: string, cacheDir: string): Sample {
  const started = performance.now();
  const stdout = execFileSync(process.execPath, [tsx, path.join(ROOT, 'scripts/bench-api-run.ts'), outDir, cacheDir], { cwd: ROOT, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  return { wall, ...JSON.parse(stdout.trim().split('\n').pop()!) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const cold: Sample[] = [];
const warm: Sample[] = [];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  try {
    cold.push(once(path.join(dir, 'api'), path.join(dir, 'cache')));
    warm.push(once(path.join(dir, 'api'), path.join(dir, 'cache')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (warm.some((s) => !s.skipped)) throw new Error('bench:api: a warm run did not skip TypeDoc: the input hash is not stable.');

const source = process.env.PACT_TOOLBOX_REPO ? `workspace ${process.env.PACT_TOOLBOX_REPO}` : 'registry (api-gen/manifest.json)';
console.log(`api-gen benchmark — ${source}, ${RUNS} runs each, ${new Date().toISOString().slice(0, 10)}`);
console.log('| run | wall s (process) | generate s | peak RSS MB | pages |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, samples] of [['cold', cold], ['warm', warm]] as const) {
  for (const s of samples) console.log(`| ${name} | ${s.wall.toFixed(2)} | ${s.seconds.toFixed(2)} | ${s.maxRssMb} | ${s.pages} |`);
  console.log(`| **${name} median** | **${median(samples.map((s) => s.wall)).toFixed(2)}** | **${median(samples.map((s) => s.seconds)).toFixed(2)}** | **${median(samples.map((s) => s.maxRssMb))}** | |`);
}
