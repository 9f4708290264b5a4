/**
 * The "How each package loads" table of the "Packages on npm" page and the lines under it, from the rows the npm
 * table is built from (published-rows.ts): pure and browser-safe, so the page and the search text share it.
 */
import { formatText, type FormatTextKey } from './format-texts';
import type { PackageRow } from './published-packages';

export interface FormatRow {
  name: string;
  version: string;
  /** "ESM, CommonJS". */
  formats: string;
  /** The exports map's environment conditions ("browser, node, react-native"), or "" when it names none. */
  environments: string;
  /** Entry points other than the root (`./vite`), comma-separated, or "" for the root alone. */
  subpaths: string;
  /** "vitest ^1.2.2", comma-separated, or "". */
  peers: string;
}

/** One row a published package whose install the check recorded, in the npm table's order. */
export function formatRows(rows: readonly PackageRow[]): FormatRow[] {
  return rows.flatMap((row) =>
    row.facts && row.version
      ? [
          {
            name: row.name,
            version: row.version,
            formats: row.facts.formats.join(', '),
            environments: row.facts.conditions.join(', '),
            subpaths: row.facts.entryPoints.filter((e) => e !== '.').join(', '),
            peers: Object.entries(row.facts.peerDependencies)
              .map(([dep, range]) => `${dep} ${range}`)
              .join(', '),
          },
        ]
      : [],
  );
}

export interface FormatSummary {
  /** Packages declaring `sideEffects`, with the value ("false", or the file patterns). */
  sideEffects: string[];
  /** Packages declaring `engines`, with the ranges ("node >=18"). */
  engines: string[];
  /** Packages depending on `@kadena/*` libraries, with their names. */
  kadena: string[];
  /** Published, documented packages with no recorded facts: their install fails (the npm table says how). */
  unrecorded: string[];
}

export function formatSummary(rows: readonly PackageRow[]): FormatSummary {
  const recorded = rows.filter((row) => row.facts);
  const named = (row: PackageRow, detail: string) => `${row.name} (${detail})`;
  return {
    sideEffects: recorded.filter((r) => r.facts!.sideEffects !== null).map((r) => named(r, JSON.stringify(r.facts!.sideEffects))),
    engines: recorded.filter((r) => r.facts!.engines).map((r) => named(r, Object.entries(r.facts!.engines!).map(([k, v]) => `${k} ${v}`).join(', '))),
    kadena: recorded.filter((r) => r.facts!.kadena.length).map((r) => named(r, r.facts!.kadena.join(', '))),
    unrecorded: rows.filter((row) => row.version && !row.facts && !row.internal && row.name.startsWith('@pact-toolbox/')).map((row) => `${row.name}@${row.version}`),
  };
}

/** The lines under the table, in the order the page shows them; each is labelled by the text of the same name (format-texts.ts). */
const DECLARATION_LINES = ['sideEffects', 'engines', 'kadena', 'unrecorded'] as const;

/** The sentences under the table, the check's date and versions last: one place for the page and its search text. */
export function declarationLines(
  summary: FormatSummary,
  checked: { checkedOn: string; node: string; npm: string },
  label: (key: FormatTextKey, params?: Record<string, string>) => string = formatText,
): string[] {
  return [
    ...DECLARATION_LINES.map((field) => `${label(field)}: ${summary[field].length ? summary[field].join('; ') : label('none')}.`),
    `${label('checked', { date: checked.checkedOn, node: checked.node, npm: checked.npm })}.`,
  ];
}
