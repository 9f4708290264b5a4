/**
 * npm run serve [-- --port 4173] — serves doc_build as GitHub Pages would,
 * under DOCS_BASE (default "/").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { resolvePort } from '../config/env';
import { settingOrExit } from '../lib/settings';
import { options } from '../config/options';
import { startStaticServer } from './static-server';

const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
const root = path.resolve(values.dir ?? options.outDir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html: build the site first with "npm run build".`);
  process.exit(1);
}
const port = settingOrExit('serve', () => (values.port === undefined ? resolvePort(options.port) : resolvePort(values.port, '--port')));
const base = settingOrExit('serve', () => options.base());
const site = await startStaticServer({ root, base, port });
console.log(`Pact Toolbox docs: ${site.url} (Ctrl+C to stop)`);
