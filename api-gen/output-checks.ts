/**
 * Checks over the generated reference, page by page: what a reader must never
 * meet. A parameter row without a type, a table column with nothing in it, a
 * symbol page whose "Defined in" link is missing or does not point at the
 * version documented. Pure: the tests run them over generated fixture output,
 * and they can be run over any docs/api.
 */
import { isDeclarationPage } from './layout';
import { mapProse } from './markdown';
import { REPO_URL } from './packages';
import { columnsNamed, mapTables, type Table } from './tables';
import { signatureProblems } from './signature/output-checks';


function tablesOf(markdown: string): Table[] {
  const tables: Table[] = [];
  mapProse(markdown, (prose) => mapTables(prose, (table) => (tables.push(table), table)), false);
  return tables;
}

export { isDeclarationPage };

/** Problems of one table: parameter rows without a type, columns empty in every row. */
export function tableProblems(table: Table): string[] {
  const problems: string[] = [];
  const [type] = columnsNamed(table, ['Type']);
  if (table.header[0] === 'Parameter') {
    for (const row of table.rows) {
      if (type === undefined || !row[type]?.trim()) problems.push(`parameter ${row[0]} has no type`);
    }
  }
  table.header.forEach((header, column) => {
    if (column > 0 && table.rows.every((row) => !row[column]?.trim() || row[column].trim() === '-')) problems.push(`column "${header}" is empty in every row`);
  });
  return problems;
}

/**
 * Paths of the machine that built the page, which a reader can neither open nor use: a `node_modules` path
 * (TypeScript's own lib, a dependency; printed or linked), a build folder (`.cache/`, an absolute path under a
 * home, temp or work folder), or a relative path climbing out of the package in the text ("../../../lib.d.ts";
 * link targets between pages may climb, their text may not).
 */
export function buildPathProblems(markdown: string): string[] {
  const problems: string[] = [];
  const text = markdown.replace(/\]\([^)\s]*\)/g, ']').replace(/\b(?:href|src)="[^"]*"/g, '');
  const found = (pattern: RegExp, where: string) => {
    const match = pattern.exec(where);
    if (match) problems.push(`prints a path of the build machine: ${where.slice(Math.max(0, match.index - 20), match.index + 60).replace(/\s+/g, ' ').trim()}`);
  };
  found(/node(?:\\)?_modules/, markdown);
  found(/(?:^|[^\w.])\.cache\//, markdown);
  found(/(?:^|[\s(|`'"])\/(?:home|tmp|work|root|Users|private|var\/folders)\/\S/, text);
  found(/(?:^|[\s(|`'"])(?:\.\.\/){3,}/, text);
  return problems;
}

/**
 * Problems of one page. `ref` is the git ref the build documents (a commit),
 * when one is known: every declaration page must then link its source there.
 */
export function pageProblems(file: string, markdown: string, ref?: string): string[] {
  const problems = [...tablesOf(markdown).flatMap(tableProblems), ...buildPathProblems(markdown)];
  if (ref) {
    const links = [...markdown.matchAll(/\]\((https:\/\/github\.com\/[^)\s]+\/blob\/([^/\s]+)\/[^)\s]+)\)/g)];
    for (const [, url, linkRef] of links) if (url.startsWith(REPO_URL) && linkRef !== ref) problems.push(`source link not pinned to ${ref}: ${url}`);
    if (isDeclarationPage(file) && !/^Defined in: \[[^\]]+\]\(https:\/\/github\.com\/[^)\s]+\/blob\/[^/\s]+\//m.test(markdown)) problems.push('no "Defined in" source link');
  }
  return [...problems.map((problem) => `${file}: ${problem}`), ...signatureProblems(file, markdown)];
}
