/**
 * Async chunk files named by chunk id under a folder named by the build's
 * hash: static/js/async/<build hash>/<id>.js. Rsbuild names them
 * <name>.<content hash>.js, which makes the bundler's runtime (in every page's
 * first load) carry a table of every chunk's name and hash: about 20 bytes
 * gzip per page of the site. Derived from the id, the file name needs no table.
 * The cost: a new deploy changes the folder, so readers download chunks again
 * after every deploy (the entry files keep their content hashes).
 * Guarded by plugins/chunk-files/chunk-files.test.ts and the browser tests.
 */
import type { RspressPlugin } from '@rspress/core';

/** The browser build's async chunk file name template. */
export const ASYNC_CHUNK_FILENAME = 'static/js/async/[fullhash:10]/[id].js';

export function pluginChunkFiles(): RspressPlugin {
  return {
    name: 'pact-toolbox-chunk-files',
    builderConfig: {
      tools: {
        rspack: (config, { isServer }) => {
          if (isServer) return;
          config.output ??= {};
          config.output.chunkFilename = ASYNC_CHUNK_FILENAME;
        },
      },
    },
  };
}
