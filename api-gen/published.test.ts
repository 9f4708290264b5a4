import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { comparisonNote, loadPublished, onlyOnMain, onlyOnMainBadge, onlyPublished, type PublishedStatus } from './published';

const compared: PublishedStatus = { kind: 'compared', version: '0.4.0', names: ['LocalDevNetNetwork', 'PactToolboxNetwork', 'createPactToolboxNetwork'] };

describe('onlyOnMain / onlyPublished', () => {
  it('marks what the published version lacks, and lists what only it has', () => {
    expect(onlyOnMain('DevNetNetwork', compared)).toBe(true);
    expect(onlyOnMain('PactToolboxNetwork', compared)).toBe(false);
    expect(onlyPublished(['DevNetNetwork', 'PactToolboxNetwork'], compared)).toEqual(['LocalDevNetNetwork', 'createPactToolboxNetwork']);
  });
  it('marks everything of a published placeholder without code, nothing when the comparison was not made', () => {
    expect(onlyOnMain('anything', { kind: 'empty', version: '0.0.0' })).toBe(true);
    expect(onlyOnMain('anything', { kind: 'unknown', reason: 'offline' })).toBe(false);
    expect(onlyOnMain('anything', { kind: 'unpublished' })).toBe(false);
    expect(onlyOnMain('anything', undefined)).toBe(false);
  });
});

describe('comparisonNote', () => {
  it('counts the marked names and names what main no longer exports', () => {
    const note = comparisonNote('network', compared, ['DevNetNetwork', 'PactToolboxNetwork'], 'main @ 823a06c');
    expect(note).toContain('1 of the 2 names exported here are not in the published npm 0.4.0');
    expect(note).toContain('main @ 823a06c no longer has');
    expect(note).toContain('`LocalDevNetNetwork`, `createPactToolboxNetwork`');
  });
  it('says when nothing differs, and why nothing was compared', () => {
    expect(comparisonNote('network', compared, ['PactToolboxNetwork', 'LocalDevNetNetwork', 'createPactToolboxNetwork'], 'main')).toBe(
      'Every name exported here is also in the published npm 0.4.0.',
    );
    expect(comparisonNote('network', { kind: 'unknown', reason: 'cannot fetch @pact-toolbox/network@0.4.0: the registry is unreachable (ENOTFOUND)' }, [], 'main')).toMatch(
      /^Not compared with the published version: cannot fetch .*ENOTFOUND\)\. The "only on main" marks are left out\.$/,
    );
  });
  it('badges name the version in their tooltip', () => {
    expect(onlyOnMainBadge(compared)).toContain('title="Not in npm 0.4.0');
  });
});

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
