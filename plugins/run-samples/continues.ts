/**
 * Samples that continue an earlier one: a sample whose hidden preamble only
 * `declare`s values (`declare const client: ChainwebClient;`) uses what an
 * earlier sample on the same page made. It runs after those samples in the
 * same process, the way the page reads: each earlier sample that declares one
 * of the names at its top level (the nearest above) runs first, itself after
 * the samples it continues. Pure: the page's samples in, each continuation's
 * chain (or why it has none) out.
 */
import { splitPreamble } from './classify';

/** What continuing needs to know of a sample. */
export interface ContinuableSample {
  id: string;
  line: number;
  code: string;
  verdict: { kind: 'offline' } | { kind: 'run'; continues?: string[] } | { kind: 'not-run'; reason: string; needs?: string };
}

/** One sample that runs before a continuation, and the names it hands on (set on `globalThis` after it ran). */
export interface EarlierPart {
  id: string;
  exposes: string[];
}

export type Continuation = { kind: 'chain'; before: EarlierPart[] } | { kind: 'unresolved'; reason: string; needs?: string };

const DECLARATION = /^(?:export\s+)?(?:const|let|var|class|(?:async\s+)?function\*?)\s+([A-Za-z_$][\w$]*)/gm;
const DESTRUCTURING = /^(?:export\s+)?(?:const|let|var)\s+\{([^}]*)\}\s*=/gm;

/** Names a sample's visible code declares at its top level (lines that start unindented). */
export function topLevelNames(code: string): string[] {
  const { visible } = splitPreamble(code);
  const names = [...visible.matchAll(DECLARATION)].map((m) => m[1]);
  for (const m of visible.matchAll(DESTRUCTURING)) {
    for (const part of m[1].split(',')) {
      const name = /(?:^|:)\s*([A-Za-z_$][\w$]*)\s*(?:=.*)?$/.exec(part.trim())?.[1];
      if (name) names.push(name);
    }
  }
  return [...new Set(names)];
}

/** The code that hands a sample's names on to the next part of its run. */
export const exposeCode = (names: readonly string[]): string => (names.length ? `\nObject.assign(globalThis, { ${names.join(', ')} });\n` : '');

/**
 * For each sample of one page that continues an earlier one: the samples that run before it, in page order,
 * with the names each hands on; or, when it cannot run, why.
 */
export function linkContinuations(samples: readonly ContinuableSample[]): Map<string, Continuation> {
  const ordered = [...samples].sort((a, b) => a.line - b.line);
  const result = new Map<string, Continuation>();
  const resolve = (index: number): Continuation => {
    const sample = ordered[index];
    const known = result.get(sample.id);
    if (known) return known;
    const names = sample.verdict.kind === 'run' ? (sample.verdict.continues ?? []) : [];
    if (!names.length) return { kind: 'chain', before: [] };
    const exposes = new Map<number, Set<string>>();
    for (const name of names) {
      let at = index - 1;
      while (at >= 0 && !topLevelNames(ordered[at].code).includes(name)) at--;
      if (at < 0) return settle(sample.id, { kind: 'unresolved', reason: `continues an earlier sample, but no sample above it on the page declares \`${name}\`: declare it in one, or make the sample self-contained` });
      (exposes.get(at) ?? exposes.set(at, new Set()).get(at)!).add(name);
    }
    const parts = new Map<string, Set<string>>();
    for (const at of [...exposes.keys()].sort((a, b) => a - b)) {
      const earlier = ordered[at];
      if (earlier.verdict.kind === 'not-run') return settle(sample.id, { kind: 'unresolved', reason: `continues ${earlier.id}, which cannot run here: ${earlier.verdict.reason}`, ...(earlier.verdict.needs ? { needs: earlier.verdict.needs } : {}) });
      const chain = resolve(at);
      if (chain.kind === 'unresolved') return settle(sample.id, { ...chain, reason: `continues ${earlier.id}, which ${chain.reason}` });
      for (const part of chain.before) for (const n of part.exposes) (parts.get(part.id) ?? parts.set(part.id, new Set()).get(part.id)!).add(n);
      for (const n of exposes.get(at)!) (parts.get(earlier.id) ?? parts.set(earlier.id, new Set()).get(earlier.id)!).add(n);
    }
    const lineOf = new Map(ordered.map((s) => [s.id, s.line]));
    const before = [...parts].sort(([a], [b]) => lineOf.get(a)! - lineOf.get(b)!).map(([id, set]) => ({ id, exposes: [...set] }));
    return settle(sample.id, { kind: 'chain', before });
  };
  const settle = (id: string, continuation: Continuation) => {
    result.set(id, continuation);
    return continuation;
  };
  ordered.forEach((s, i) => s.verdict.kind === 'run' && s.verdict.continues?.length && resolve(i));
  return result;
}
