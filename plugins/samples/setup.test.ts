import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSampleSetup } from './setup';

const projectDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sample-setup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadSampleSetup', () => {
  it('gives the same checkers to every caller of one process while the compile environment is unchanged, new ones when it changes', () => {
    writeFileSync(path.join(dataDir, 'sample-modules.json'), JSON.stringify({ mode: 'registry', paths: {} }));
    writeFileSync(path.join(dataDir, 'stamp.json'), JSON.stringify({ hash: 'a' }));
    const first = loadSampleSetup(dataDir, projectDir);
    expect(loadSampleSetup(dataDir, projectDir)).toBe(first);
    writeFileSync(path.join(dataDir, 'stamp.json'), JSON.stringify({ hash: 'b' }));
    const second = loadSampleSetup(dataDir, projectDir);
    expect(second).not.toBe(first);
    expect(second.checker).not.toBe(first.checker);
    expect(second.mode).toBe('registry');
  });
  it('still says what is missing when there is no module map', () => {
    expect(() => loadSampleSetup(path.join(dataDir, 'nowhere'), projectDir)).toThrow(/sample-modules\.json is missing.*npm run api/);
  });
});
