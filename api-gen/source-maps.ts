/**
 * Reading source maps (version 3): where a line of a generated file (a
 * published package's `dist/index.d.mts`) came from in the TypeScript source,
 * and the sources' own text where the map carries it (`sourcesContent`). Pure.
 */

export interface RawSourceMap {
  version: number;
  sources: string[];
  sourcesContent?: (string | null)[];
  sourceRoot?: string;
  mappings: string;
}

/** One mapped position: generated column, then the source index, 0-based line and column it came from. */
export interface Segment {
  column: number;
  source: number;
  line: number;
  sourceColumn: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The numbers of one Base64 VLQ field ("AAAA" → [0, 0, 0, 0]). */
export function decodeVlq(field: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of field) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`source map: "${char}" is not a Base64 VLQ digit (in "${field}")`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

/** The mappings, one array of segments per generated line (0-based); segments without a source are left out. */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let sourceColumn = 0;
  for (const text of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const field of text.split(',')) {
      if (!field) continue;
      const [col, src, ln, srcCol] = decodeVlq(field);
      column += col;
      if (src === undefined) continue;
      source += src;
      line += ln ?? 0;
      sourceColumn += srcCol ?? 0;
      segments.push({ column, source, line, sourceColumn });
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * Where a position of the generated file came from: the segment at or before `column` on `line` (both 0-based),
 * else the line's first segment; undefined for a line the map says nothing about.
 */
export function originalPosition(lines: readonly Segment[][], line: number, column: number): { source: number; line: number } | undefined {
  const segments = lines[line];
  if (!segments?.length) return undefined;
  let found = segments[0];
  for (const segment of segments) if (segment.column <= column) found = segment;
  return { source: found.source, line: found.line };
}

/**
 * Like originalPosition, but a declaration file's map (tsdown, rolldown's dts plugin) maps many tokens of a
 * declaration line to the barrel file that re-exports it: the segment whose original line names the declaration
 * (`matches`) wins, the nearest to `column`; without one, originalPosition's answer.
 */
export function declarationPosition(
  lines: readonly Segment[][],
  line: number,
  column: number,
  matches: (source: number, line: number) => boolean,
): { source: number; line: number } | undefined {
  const named = (lines[line] ?? []).filter((s) => matches(s.source, s.line));
  if (!named.length) return originalPosition(lines, line, column);
  const best = named.reduce((a, b) => (Math.abs(b.column - column) < Math.abs(a.column - column) ? b : a));
  return { source: best.source, line: best.line };
}

/** The file a `//# sourceMappingURL=` comment of a generated file names (relative), or undefined. */
export function sourceMappingUrl(generated: string): string | undefined {
  const url = /\/\/[#@] sourceMappingURL=(\S+)\s*$/.exec(generated.trimEnd())?.[1];
  return url && !url.startsWith('data:') ? url : undefined;
}
