/**
 * Search quality figures (pure): for each query of the quality set, the rank of
 * the first result that reaches its target, then hit@1 and hit@3 per group and
 * overall. The browser test and `npm run bench` print the same report.
 */
export interface QualityQuery {
  query: string;
  target: string;
  match: 'exact' | 'page';
  group: string;
}

export interface QualityRow<Q extends QualityQuery = QualityQuery> {
  q: Q;
  /** 0-based rank of the first hit among the distinct result links (by page for "page" queries); -1: missed. */
  rank: number;
  top: string[];
}

export interface GroupFigures {
  group: string;
  total: number;
  hit1: number;
  hit3: number;
}

const pageOf = (link: string) => link.split('#')[0];

/** Does `link` equal `target`, where a "*" segment of the target stands for any one segment (any kind folder)? */
function sameLink(target: string, link: string): boolean {
  if (!target.includes('*')) return target === link;
  const t = target.split('/');
  const l = link.split('/');
  return t.length === l.length && t.every((seg, i) => seg === '*' || seg === l[i]);
}

/** Targets separated by " | " are alternatives: either answers the query (a message the error reference explains in one build and a guide page in the other). */
export const TARGET_SEPARATOR = ' | ';

export function isHit(q: QualityQuery, link: string): boolean {
  const at = q.match === 'page' ? pageOf(link) : link;
  return q.target.split(TARGET_SEPARATOR).some((target) => sameLink(target, at));
}

/** The rank of a query's target in the links a search showed (in order). */
export function rowOf<Q extends QualityQuery>(q: Q, links: string[]): QualityRow<Q> {
  const distinct = [...new Set(q.match === 'page' ? links.map(pageOf) : links)];
  return { q, rank: distinct.findIndex((link) => isHit(q, link)), top: distinct.slice(0, 3) };
}

export function figures(rows: QualityRow[], groups?: readonly string[]): GroupFigures[] {
  const names = groups ?? [...new Set(rows.map((r) => r.q.group))];
  const of = (group: string, list: QualityRow[]): GroupFigures => ({
    group,
    total: list.length,
    hit1: list.filter((r) => r.rank === 0).length,
    hit3: list.filter((r) => r.rank >= 0 && r.rank < 3).length,
  });
  return [...names.map((g) => of(g, rows.filter((r) => r.q.group === g))), of('all', rows)];
}

export const pct = (n: number, total: number) => (total ? `${((100 * n) / total).toFixed(1)}%` : 'n/a');

/** One line per query (hit@1, hit@3 or MISS, with what came first on a miss). */
export function rowLines(rows: QualityRow[]): string[] {
  return rows.map((r) => {
    const mark = r.rank === 0 ? 'hit@1' : r.rank > 0 && r.rank < 3 ? 'hit@3' : 'MISS ';
    return `${mark}  ${r.q.group.padEnd(8)} ${r.q.query.slice(0, 48).padEnd(48)} → ${r.q.target}${r.rank === 0 ? '' : `  (got ${r.top.join(', ') || 'nothing'})`}`;
  });
}

/** A markdown table of hit@1 / hit@3 per group, with optional other columns (e.g. Rspress's own order) beside. */
export function figuresTable(columns: { name: string; figures: GroupFigures[] }[]): string[] {
  const head = `| group | queries | ${columns.map((c) => `${c.name} hit@1 | ${c.name} hit@3`).join(' | ')} |`;
  const rule = `| --- | --- | ${columns.map(() => '--- | ---').join(' | ')} |`;
  const lines = columns[0].figures.map((f, i) => {
    const cells = columns.map((c) => {
      const g = c.figures[i];
      return `${pct(g.hit1, g.total)} | ${pct(g.hit3, g.total)}`;
    });
    return `| ${f.group} | ${f.total} | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...lines];
}

/** Mean reciprocal rank: 1 for a hit in first place, 1/2 in second, …, 0 for a miss. */
export function meanReciprocalRank(rows: QualityRow[]): number {
  return rows.length ? rows.reduce((sum, r) => sum + (r.rank >= 0 ? 1 / (r.rank + 1) : 0), 0) / rows.length : 0;
}

/**
 * One line over the rows of `groups` (the reader groups): hit@1, hit@3, MRR, and how often `page` came first
 * (a long page should come first only where it is the answer).
 */
export function summaryLine(label: string, rows: QualityRow[], groups: readonly string[], page: string): string {
  const picked = rows.filter((r) => groups.includes(r.q.group));
  const [all] = figures(picked, ['x']).slice(-1);
  const first = picked.filter((r) => r.top[0] !== undefined && pageOf(r.top[0]) === page);
  const answered = first.filter((r) => r.rank === 0).length;
  return `${label}: ${all.total} queries, hit@1 ${pct(all.hit1, all.total)}, hit@3 ${pct(all.hit3, all.total)}, MRR ${meanReciprocalRank(picked).toFixed(3)}; ${page} first ${first.length}× (${answered} of them its answer)`;
}
