/**
 * The judging loop's commands (scripts/search-eval/README.md):
 *   tsx scripts/search-eval/cli.ts prep <chunk dir> <per chunk> <build>:<dump.json> ... [--rejudge=<link>,<link>]
 *     writes the answers no verdict covers yet as chunk-N.json files for judges, each answer with the Markdown
 *     twin to read (the build's site/<route>.md); --rejudge adds the answers in sections whose text has changed
 *     since they were judged ("/packages/cli#run"), for a later verdict file to override;
 *   tsx scripts/search-eval/cli.ts score <build>:<dump.json> ... [--misses | --why]
 *     prints hit@1 / hit@3 per set, and with --misses each query whose first answer is not a yes; --why adds, under
 *     each miss, the reader's intent and the judges' reason for each answer.
 * Verdicts are read from scripts/search-eval/data/verdicts/*.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Dumped } from './dump';
import { type JudgedPair, pendingPairs, scoreDump, verdictKey, verdictMap, withoutSections } from './judged';

const VERDICTS = path.join(import.meta.dirname, 'data/verdicts');

function verdictFiles(): JudgedPair[][] {
  let files: string[] = [];
  try {
    files = readdirSync(VERDICTS).filter((f) => f.endsWith('.json'));
  } catch {
    /* no verdicts yet */
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(VERDICTS, f), 'utf8')) as JudgedPair[]);
}

function known() {
  return verdictMap(verdictFiles());
}

/** The judges' reason per verdict key (the later file's, as for the verdict itself). */
function reasons(): Map<string, string> {
  return new Map(verdictFiles().flat().map((p) => [p.key, p.why ?? ''] as const));
}

function dumps(args: string[]) {
  return args.map((a) => {
    const at = a.indexOf(':');
    if (at < 1) throw new Error(`"${a}" is not <build>:<dump.json> (build: 2v or npm)`);
    const build = a.slice(0, at);
    const file = a.slice(at + 1);
    return { build, file, dumped: JSON.parse(readFileSync(file, 'utf8')) as Dumped[] };
  });
}

/** The Markdown twin of a link in a build: /guide/x#y → <build>/site/guide/x.md; "/" → index.md. */
function twinOf(file: string, link: string): string {
  const route = link.split('#')[0].replace(/\/$/, '/index');
  return path.join(path.dirname(path.resolve(file)), 'site', `${route || '/index'}.md`);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'prep') {
  const rejudge = rest.find((a) => a.startsWith('--rejudge='))?.slice('--rejudge='.length).split(',').filter(Boolean) ?? [];
  const [dir, per, ...inputs] = rest.filter((a) => !a.startsWith('--'));
  const list = dumps(inputs);
  const files = new Map(list.map((d) => [d.build, d.file]));
  const pending = pendingPairs(list, withoutSections(known(), rejudge)).map((p) => ({ ...p, read: twinOf(files.get(p.build)!, p.link) }));
  mkdirSync(dir, { recursive: true });
  const size = Number(per) || 60;
  for (let i = 0; i * size < pending.length; i++) writeFileSync(path.join(dir, `chunk-${i + 1}.json`), JSON.stringify(pending.slice(i * size, (i + 1) * size), null, 1));
  console.log(`${pending.length} answers to judge in ${Math.ceil(pending.length / size)} chunk(s) of ${size} in ${dir}`);
} else if (command === 'score') {
  const why = rest.includes('--why');
  const misses = why || rest.includes('--misses');
  const map = known();
  const reasonOf = why ? reasons() : new Map<string, string>();
  for (const { build, file, dumped } of dumps(rest.filter((a) => !a.startsWith('--')))) {
    console.log(`${build} (${file})`);
    for (const f of scoreDump(dumped, build, map)) {
      console.log(`  ${f.set.padEnd(8)} ${String(f.total).padStart(4)}  hit@1 ${((100 * f.hit1) / f.total).toFixed(1).padStart(5)}  hit@3 ${((100 * f.hit3) / f.total).toFixed(1).padStart(5)}${f.unjudged ? `  (${f.unjudged} unjudged)` : ''}`);
    }
    if (misses) {
      for (const d of dumped) {
        const v = d.answers.map((a) => map.get(verdictKey(d.q, a.link, build)) ?? '?');
        if (v[0] !== 'yes') console.log(`  ${v.slice(0, 3).join('/').padEnd(16)} ${d.set} ${d.q}  →  ${d.answers.map((a) => a.link).join('  ')}`);
        if (v[0] !== 'yes' && why) {
          console.log(`      intent: ${d.intent}`);
          for (const a of d.answers) console.log(`      ${map.get(verdictKey(d.q, a.link, build)) ?? '?'} ${a.link}: ${reasonOf.get(verdictKey(d.q, a.link, build)) ?? ''}`);
        }
      }
    }
  }
} else {
  console.error('usage: tsx scripts/search-eval/cli.ts prep <chunk dir> <per chunk> <build>:<dump.json> ... | score <build>:<dump.json> ... [--misses | --why]');
  process.exit(2);
}
