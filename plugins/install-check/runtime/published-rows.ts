/** The "Packages on npm" table's rows, for the page that draws it and for its search text (one place for both). */
import manifest from '../../../api-gen/manifest.json';
import { NOT_ON_NPM, OTHER_PUBLISHED, SCOPED_UNDOCUMENTED } from '../../../config/npm-status';
import { INSTALL_DATA } from './install-data';
import { PACKAGE_FACTS } from './package-facts-data';
import { packageRows } from './published-packages';

export const PUBLISHED_ROWS = packageRows(manifest, {
  notOnNpm: NOT_ON_NPM,
  otherPublished: OTHER_PUBLISHED,
  scopedUndocumented: SCOPED_UNDOCUMENTED,
  install: INSTALL_DATA,
  facts: PACKAGE_FACTS.packages,
});
