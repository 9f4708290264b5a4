import { useText } from '../../lib/runtime/useText';
import { formatText } from '../../plugins/install-check/runtime/format-texts';
import { PUBLISHED_ROWS } from '../../plugins/install-check/runtime/published-rows';
import { INSTALL_DATA } from '../../plugins/install-check/runtime/install-data';
import { declarationLines, formatRows, formatSummary } from '../../plugins/install-check/runtime/package-formats';
import { stackedCell, tableShape } from '../../plugins/stacked-tables/runtime/shape';
import StackedTable from './StackedTable';

/**
 * How each published package loads (formats, environments, entry points, peers) and what none or some of them
 * declare, from what `npm run check:install` read in the installed package.json files (config/npm-package-facts.json).
 */
export default function PackageFormats() {
  const text = useText();
  const rows = formatRows(PUBLISHED_ROWS);
  const headers = [text('ptPackagesPackage'), formatText('formats'), formatText('environments'), formatText('subpaths'), formatText('peers')];
  const values = (row: (typeof rows)[number]) => [row.name, row.formats, row.environments, row.subpaths, row.peers];
  // Marked as the build marks the guide's tables, so it stacks on a phone (plugins/stacked-tables/). Every column is a
  // short fact, even the one a long peer range makes the widest: no column gets the room kept for a meaning.
  const measured = tableShape(
    headers,
    rows.map((row) => values(row).map((value, i) => ({ text: value, named: i === 0 || i === 3 }))),
  );
  const roles = measured.roles.map((role) => (role === 'prose' ? 'fact' : role));
  const shape = { stack: measured.stack, roles, labelled: roles.map((role) => role === 'fact') };
  const cell = (i: number, empty: boolean) => stackedCell(shape, headers, i, empty);
  // The words are the page's own (format-texts.ts), kept out of the site's texts that every page loads.
  const lines = declarationLines(formatSummary(PUBLISHED_ROWS), INSTALL_DATA);
  return (
    <>
      <StackedTable headers={headers} shape={shape}>
        {rows.map((row) => (
          <tr key={row.name}>
            {values(row).map((value, i) => (
              <td key={headers[i]} {...cell(i, !value)}>
                {i === 0 || i === 3 ? value && <code className={i === 0 ? 'pt-nobr' : undefined}>{value}</code> : value}
              </td>
            ))}
          </tr>
        ))}
      </StackedTable>
      <ul className="pt-package-declarations">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
