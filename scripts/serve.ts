/**
 * npm run serve [-- --port 4173] — serves doc_build as GitHub Pages would,
 * under DOCS_BASE (default "/").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { resolveBase } from '../config/env';
import { startStaticServer } from './static-server';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '4173' }, dir: { type: 'string' } } });
const root = path.resolve(values.dir ?? process.env.DOCS_OUT_DIR ?? 'doc_build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html: build the site first with "npm run build".`);
  process.exit(1);
}
const site = await startStaticServer({ root, base: resolveBase(process.env.DOCS_BASE), port: Number(values.port) });
console.log(`Pact Toolbox docs: ${site.url} (Ctrl+C to stop)`);
