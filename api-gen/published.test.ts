import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPublished } from './published';

describe('loadPublished', () => {
  const cache = mkdtempSync(path.join(tmpdir(), 'published-'));
  afterAll(() => rmSync(cache, { recursive: true, force: true }));
  it('turns an unreachable registry into "unknown" statuses, not an error', async () => {
    const offline = Object.assign(new Error('getaddrinfo ENOTFOUND registry.npmjs.org'), { code: 'ENOTFOUND' });
    const result = await loadPublished({
      pins: [
        { name: 'network', version: '0.4.0', internal: false },
        { name: 'config', version: null, internal: false },
      ],
      cacheDir: cache,
      client: async () => ({ integrity: async () => Promise.reject(offline), extract: async () => Promise.reject(offline) }),
      readNames: () => {
        throw new Error('nothing to read');
      },
    });
    expect(result.published.network).toMatchObject({ kind: 'unknown', reason: expect.stringContaining('unreachable') });
    expect(result.published.config).toEqual({ kind: 'unpublished' });
  });
});
