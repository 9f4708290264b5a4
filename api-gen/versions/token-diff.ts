/**
 * What differs between two declarations, token by token: each side cut into runs that both have and runs only it
 * has, so a change entry can strike out what npm had and underline what main has instead, however far apart the
 * changes sit (`(a: string, b: number)` → `(a: number, b: string)` marks two words on each side, not the whole
 * middle). Pure.
 */

/** One run of a side's text: `changed` when the other side does not have it there. */
export interface DiffRun {
  text: string;
  changed: boolean;
}

/** Where a declaration may be cut: words, and each space or punctuation mark of TypeScript's syntax on its own. */
export function declarationTokens(text: string): string[] {
  return text.split(/(?=[\s,;:()<>[\]{}|&=?.])|(?<=[\s,;:()<>[\]{}|&=?.])/).filter((t) => t !== '');
}

/** Past this many cells (tokens before × tokens after) the middle is marked whole rather than compared token by token. */
export const MAX_DIFF_CELLS = 400_000;

/** Runs of equal `changed` joined; an unchanged run of spaces alone between two changes joins them (one mark, not two). */
function joined(tokens: { text: string; changed: boolean }[]): DiffRun[] {
  const runs: DiffRun[] = [];
  for (const t of tokens) {
    const last = runs.at(-1);
    if (last && last.changed === t.changed) last.text += t.text;
    else runs.push({ ...t });
  }
  for (let i = runs.length - 2; i > 0; i -= 1) {
    if (!runs[i].changed && /^\s+$/.test(runs[i].text) && runs[i - 1].changed && runs[i + 1].changed) {
      runs.splice(i - 1, 3, { text: runs[i - 1].text + runs[i].text + runs[i + 1].text, changed: true });
    }
  }
  return runs;
}

/** The longest common subsequence of two token lists, as a flag per token: kept (true) or only on its side. */
function commonTokens(a: string[], b: string[]): { keptA: boolean[]; keptB: boolean[] } {
  const keptA = a.map(() => false);
  const keptB = b.map(() => false);
  if (a.length * b.length > MAX_DIFF_CELLS) return { keptA, keptB };
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i * width + j] = a[i] === b[j] ? table[(i + 1) * width + j + 1] + 1 : Math.max(table[(i + 1) * width + j], table[i * width + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      keptA[i++] = true;
      keptB[j++] = true;
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) i += 1;
    else j += 1;
  }
  return { keptA, keptB };
}

/**
 * The two declarations as runs: `before` with what only it has marked changed, `after` likewise. The common head and
 * tail are set aside first; a pair too long to compare token by token (MAX_DIFF_CELLS) gets its whole middle marked.
 */
export function tokenDiff(before: string, after: string): { before: DiffRun[]; after: DiffRun[] } {
  const a = declarationTokens(before);
  const b = declarationTokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  const { keptA, keptB } = commonTokens(middleA, middleB);
  const side = (tokens: string[], middle: string[], kept: boolean[]) =>
    joined([
      ...tokens.slice(0, start).map((text) => ({ text, changed: false })),
      ...middle.map((text, k) => ({ text, changed: !kept[k] })),
      ...tokens.slice(tokens.length - end).map((text) => ({ text, changed: false })),
    ]);
  return { before: side(a, middleA, keptA), after: side(b, middleB, keptB) };
}
