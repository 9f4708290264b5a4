/**
 * The search worker: decodes the index's bytes and builds our index (search-index.ts)
 * off the main thread, then answers queries with the searcher (searcher.ts). Started by
 * index-load.ts with `new Worker(new URL(…))`, which the bundler turns into its own file.
 * The site's Content-Security-Policy lets it run: `script-src 'self'` (plugins/csp/policy.ts).
 */
import { decodeDirectory } from './directory';
import { DIRECTORY, DIRECTORY_NPM } from './directory-data';
import { pickDirectory } from './version-directory';
import { otherVersionOf } from './other-version';
import npmInstall from '../../../config/npm-install.json';
import { buildIndex, search } from './engine';
import type { IndexPage } from './search-index';
import { type FromWorker, type Port, serveIndex, type ToWorker } from './index-worker-protocol';

serveIndex(self as unknown as Port<ToWorker, FromWorker>, (bytes) => {
  const pages = JSON.parse(new TextDecoder().decode(bytes)) as IndexPage[];
  const index = buildIndex(Array.isArray(pages) ? pages : []);
  const encoded = pickDirectory(Array.isArray(pages) ? pages : [], DIRECTORY, DIRECTORY_NPM);
  const directory = encoded ? decodeDirectory(encoded) : undefined;
  // On a two-version site, names only the other version has are offered after this version's results.
  const other = otherVersionOf(Array.isArray(pages) ? pages : [], DIRECTORY, DIRECTORY_NPM, npmInstall.packages);
  return (keyword, limit) => search(index, directory, keyword, limit, undefined, other);
});
