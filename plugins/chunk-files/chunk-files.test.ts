import { describe, expect, it } from 'vitest';
import { ASYNC_CHUNK_FILENAME, pluginChunkFiles } from './index';

describe('pluginChunkFiles', () => {
  const rspack = (pluginChunkFiles().builderConfig!.tools as { rspack: (c: Record<string, unknown>, u: unknown) => void }).rspack;
  it('names browser async chunks by id under the build hash (no per-chunk table in the runtime)', () => {
    const config: { output?: { chunkFilename?: string } } = {};
    rspack(config, { isServer: false });
    expect(config.output?.chunkFilename).toBe(ASYNC_CHUNK_FILENAME);
    expect(ASYNC_CHUNK_FILENAME).toMatch(/\[fullhash(:\d+)?\]\/\[id\]\.js$/);
    expect(ASYNC_CHUNK_FILENAME).not.toMatch(/contenthash|\[name\]/);
  });
  it('leaves the static render\'s build alone', () => {
    const config: { output?: { chunkFilename?: string } } = {};
    rspack(config, { isServer: true });
    expect(config.output).toBeUndefined();
  });
});
