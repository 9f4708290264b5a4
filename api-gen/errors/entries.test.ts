/**
 * The committed entries (config/errors/<package>.json): they load, each has a cause and a fix of
 * reading length, and every "Known issue" names the source line it is about. Whether each entry
 * still matches a thrown message is checked against the toolkit source by api-gen in workspace mode.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadErrorEntries } from './index';

const entries = loadErrorEntries(path.resolve(import.meta.dirname, '../../config/errors'));
const npmEntries = loadErrorEntries(path.resolve(import.meta.dirname, '../../config/errors'), 'npm');
const all = [entries, npmEntries].flatMap((set) => Object.entries(set)).flatMap(([pkg, byMessage]) => Object.entries(byMessage).map(([message, entry]) => ({ pkg, message, ...entry })));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('config/errors entries', () => {
  it('cover the packages that throw, each message with a cause and a fix', () => {
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['chainweb-client', 'config', 'transaction', 'network', 'wallet-adapters']));
    expect(Object.values(entries).flatMap(Object.keys).length).toBeGreaterThan(200);
  });

  it('keep causes and fixes short enough to read in a search result', () => {
    const long = all.filter((e) => words(e.cause) > 60 || words(e.fix) > 60).map((e) => `${e.pkg}: ${e.message}`);
    expect(long).toEqual([]);
  });

  it('name the source location of every known issue', () => {
    const unplaced = all.filter((e) => /Known issue/.test(e.cause + e.fix) && !/packages\/[\w-]+\/src\/[\w/.-]+:\d+/.test(e.cause + e.fix));
    expect(unplaced.map((e) => `${e.pkg}: ${e.message}`)).toEqual([]);
  });
});

describe('loadErrorEntries', () => {
  it('names the file and the entry that lacks a cause or a fix', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const dir = mkdtempSync(path.join((await import('node:os')).tmpdir(), 'entries-'));
    writeFileSync(path.join(dir, 'kda.json'), JSON.stringify({ entries: { 'Boom': { cause: 'x', fix: '' } } }));
    expect(() => loadErrorEntries(dir)).toThrow(/kda\.json: "Boom" needs a non-empty "cause" and "fix"/);
    writeFileSync(path.join(dir, 'kda.json'), '{\n  "entries": {\n    "Boom": { "cause": "x", "fix": "y",, }\n  }\n}\n');
    expect(() => loadErrorEntries(dir)).toThrow(/kda\.json:3:\d+: not valid JSON[^]*"fix": "y",,[^]*\^[^]*Fix the file: it holds/);
  });

  it('reads an entry with an npm variant alone as one only the npm release has', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const dir = mkdtempSync(path.join((await import('node:os')).tmpdir(), 'entries-'));
    const npm = { cause: 'The release checks it.', fix: 'Pass it.' };
    writeFileSync(path.join(dir, 'kda.json'), JSON.stringify({ entries: { Gone: { npm }, Both: { cause: 'Main.', fix: 'Fix.' } } }));
    expect(Object.keys(loadErrorEntries(dir).kda)).toEqual(['Both']);
    expect(loadErrorEntries(dir, 'npm').kda.Gone).toMatchObject(npm);
    writeFileSync(path.join(dir, 'kda.json'), JSON.stringify({ entries: { Gone: { npm: { cause: 'x' } } } }));
    expect(() => loadErrorEntries(dir, 'npm')).toThrow(/kda\.json: "Gone" has an "npm" variant without/);
  });
});
