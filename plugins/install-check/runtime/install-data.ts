/** The install check's results (config/npm-install.json, written by `npm run check:install -- --write`), checked for shape. */
import raw from '../../../config/npm-install.json';
import { parseInstallData } from '../../../api-gen/install-results';

export const INSTALL_DATA = parseInstallData(raw);
