/**
 * Judged search answers (pure): which (query, link) pairs still need a judge's verdict, and hit@1 / hit@3 of a dump
 * once they have one. A verdict is shared by every build that shows the same page: a guide link reads the same in
 * both builds, an /api/ link belongs to the build's own version (main on the two-version site, npm on the npm site).
 */
import type { Dumped } from './dump';

export type Verdict = 'yes' | 'partly' | 'no';

export interface JudgedPair {
  key: string;
  verdict: Verdict;
  why?: string;
}

/** The versions an /api/ link can mean, by build name: the two-version build's /api/ is main's reference. */
export const API_VERSION_OF_BUILD: Readonly<Record<string, string>> = { '2v': 'main', npm: 'npm' };

/** The page a link reads, for sharing verdicts: guide and /npm/api/ links are one page in every build; /api/ is the build's version. */
export function verdictKey(q: string, link: string, build: string): string {
  const version = link.startsWith('/api/') ? (API_VERSION_OF_BUILD[build] ?? build) : '*';
  return `${q}\t${link}\t${version}`;
}

export interface Pending {
  key: string;
  q: string;
  intent: string;
  link: string;
  title: string;
  header: string;
  build: string;
}

/** Every answer of the dumps that has no verdict yet, once per key. */
export function pendingPairs(dumps: readonly { build: string; dumped: readonly Dumped[] }[], known: ReadonlyMap<string, Verdict>): Pending[] {
  const seen = new Set<string>();
  const out: Pending[] = [];
  for (const { build, dumped } of dumps) {
    for (const d of dumped) {
      for (const a of d.answers) {
        const key = verdictKey(d.q, a.link, build);
        if (known.has(key) || seen.has(key)) continue;
        seen.add(key);
        out.push({ key, q: d.q, intent: d.intent, link: a.link, title: a.title, header: a.header, build });
      }
    }
  }
  return out;
}

export interface SetFigures {
  set: string;
  total: number;
  hit1: number;
  hit3: number;
  /** Answers without a verdict (a figure with any is provisional). */
  unjudged: number;
}

/** hit@1 / hit@3 per set and over all, counting only "yes". */
export function scoreDump(dumped: readonly Dumped[], build: string, known: ReadonlyMap<string, Verdict>): SetFigures[] {
  const sets = [...new Set(dumped.map((d) => d.set))];
  const of = (set: string, rows: readonly Dumped[]): SetFigures => {
    let hit1 = 0;
    let hit3 = 0;
    let unjudged = 0;
    for (const d of rows) {
      const verdicts = d.answers.map((a) => known.get(verdictKey(d.q, a.link, build)));
      unjudged += verdicts.filter((v) => v === undefined).length;
      if (verdicts[0] === 'yes') hit1++;
      if (verdicts.slice(0, 3).includes('yes')) hit3++;
    }
    return { set, total: rows.length, hit1, hit3, unjudged };
  };
  return [...sets.map((s) => of(s, dumped.filter((d) => d.set === s))), of('all', dumped)];
}

/** Verdict files (lists of { key, verdict }) read into one map; a later file's verdict of a key wins. */
/**
 * The verdicts without those on answers in the given sections ("/packages/cli#run"), matched without a version
 * prefix: a section whose text changed since it was judged is judged again (its new verdicts, in a later file, win).
 */
export function withoutSections(known: ReadonlyMap<string, Verdict>, sections: readonly string[]): Map<string, Verdict> {
  const stale = new Set(sections);
  const out = new Map<string, Verdict>();
  for (const [key, verdict] of known) {
    const link = key.split('\t')[1] ?? '';
    if (!stale.has(link.replace(/^\/npm(?=\/)/, ''))) out.set(key, verdict);
  }
  return out;
}

export function verdictMap(files: readonly (readonly JudgedPair[])[]): Map<string, Verdict> {
  const map = new Map<string, Verdict>();
  for (const list of files) for (const v of list) if (v && typeof v.key === 'string' && ['yes', 'partly', 'no'].includes(v.verdict)) map.set(v.key, v.verdict);
  return map;
}
