/** What each installed release's package.json declares (config/npm-package-facts.json, `npm run check:install -- --write`), checked for shape. Only the Packages on npm page loads it. */
import raw from '../../../config/npm-package-facts.json';
import { parsePackageFactsData } from '../../../api-gen/package-facts';

export const PACKAGE_FACTS = parsePackageFactsData(raw);
