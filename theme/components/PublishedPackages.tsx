import { useText } from '../../lib/runtime/useText';
import { PUBLISHED_ROWS as rows } from '../../plugins/install-check/runtime/published-rows';
import { MENU } from '../../plugins/versions/runtime/setup';
import { Link } from '@rspress/core/theme-original';
import { changesRoute } from '../../api-gen/layout';
import { stackedCell, tableShape } from '../../plugins/stacked-tables/runtime/shape';
import StackedTable from './StackedTable';

/** The one table of which packages are on npm at which version, built from api-gen/manifest.json at build time. */
export default function PublishedPackages() {
  const text = useText();
  const headers = [text('ptPackagesPackage'), text('ptPackagesOnNpm'), text('ptPackagesNotes')];
  const cells = rows.map((row) => [
    { text: row.name, named: true },
    { text: row.version ?? text('ptPackagesNotOnNpm'), named: row.version !== null },
    { text: row.note ?? '', named: false },
  ]);
  // Marked as the build marks the guide's markdown tables, so it stacks on a phone too (plugins/stacked-tables/).
  const shape = tableShape(headers, cells);
  const cell = (i: number, empty: boolean) => stackedCell(shape, headers, i, empty);
  return (
    <StackedTable headers={headers} shape={shape}>
      {rows.map((row) => {
        const pkg = row.name.replace(/^@pact-toolbox\//, '');
        const compared = MENU?.changes.includes(pkg) ?? false;
        return (
          <tr key={row.name}>
            <td {...cell(0, false)}>
              {/* A package name stays whole: no line break after the hyphen of `@pact-toolbox/`. */}
              <code className="pt-nobr">{row.name}</code>
            </td>
            <td {...cell(1, false)}>{row.version === null ? text('ptPackagesNotOnNpm') : <code>{row.version}</code>}</td>
            <td {...cell(2, !row.note && !compared)}>
              {row.note}
              {/* A two-version site compares each release with main on a page of its own (plugins/versions/). */}
              {compared ? (
                <>
                  {row.note ? ' ' : null}
                  <Link href={changesRoute(pkg)}>{text(MENU?.alike.includes(pkg) ? 'ptPackagesAlike' : 'ptPackagesChanges')}</Link>
                </>
              ) : null}
            </td>
          </tr>
        );
      })}
    </StackedTable>
  );
}
