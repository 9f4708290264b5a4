import manifest from '../../api-gen/manifest.json';
import { NOT_ON_NPM, OTHER_PUBLISHED, SCOPED_UNDOCUMENTED } from '../../config/npm-status';
import { INSTALL_DATA } from '../../plugins/install-check/runtime/install-data';
import { getCustomMDXComponent } from '../mdx/mdx';
import { useText } from '../../lib/runtime/useText';
import { packageRows } from '../../plugins/install-check/runtime/published-packages';
import { MENU } from '../../plugins/versions/runtime/setup';
import { Link } from '@rspress/core/theme-original';
import { changesRoute } from '../../api-gen/layout';

const rows = packageRows(manifest, {
  notOnNpm: NOT_ON_NPM,
  otherPublished: OTHER_PUBLISHED,
  scopedUndocumented: SCOPED_UNDOCUMENTED,
  install: INSTALL_DATA,
});

/** The one table of which packages are on npm at which version, built from api-gen/manifest.json at build time. */
export default function PublishedPackages() {
  // The guide's own table component: Rspress's scroll container, focusable while it scrolls (theme/mdx/mdx.tsx).
  const { table: Table } = getCustomMDXComponent();
  const text = useText();
  return (
    <Table>
      <thead>
        <tr>
          <th>{text('ptPackagesPackage')}</th>
          <th>{text('ptPackagesOnNpm')}</th>
          <th>{text('ptPackagesNotes')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.version === null ? text('ptPackagesNotOnNpm') : <code>{row.version}</code>}</td>
            <td>
              {row.note}
              {/* A two-version site compares each release with main on a page of its own (plugins/versions/). */}
              {MENU?.changes.includes(row.name.replace(/^@pact-toolbox\//, '')) ? (
                <>
                  {row.note ? ' ' : null}
                  <Link href={changesRoute(row.name.replace(/^@pact-toolbox\//, ''))}>{text('ptPackagesChanges')}</Link>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
