/**
 * The words of the "How each package loads" table and the lines under it, for the page that draws it and for its
 * search text. They live here, not among the site's texts (config/texts.ts), because those ride in the entry every
 * page loads, and only one page shows these (the first-load budget, scripts/bench/budgets.ts).
 */
export const FORMAT_TEXTS = {
  formats: 'Formats',
  environments: 'Environments',
  subpaths: 'Subpaths',
  peers: 'Peers',
  sideEffects: 'Declaring sideEffects',
  engines: 'Declaring engines (the Node.js versions accepted)',
  kadena: 'Depending on a @kadena package',
  unrecorded: 'Left out, as npm install fails',
  none: 'none',
  checked: 'Read on {{date}} with Node.js {{node}} and npm {{npm}}',
} as const;

export type FormatTextKey = keyof typeof FORMAT_TEXTS;

/** One of these texts with its `{{name}}`s filled in. */
export function formatText(key: FormatTextKey, params: Record<string, string> = {}): string {
  return FORMAT_TEXTS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
