import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { samplesRunLine } from './versions-build';

describe('samplesRunLine', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'samples-run-'));
  const report = (body: object) => {
    const file = path.join(dir, `${Math.random()}.json`);
    writeFileSync(file, JSON.stringify(body));
    return file;
  };
  it('reports the run time against the budget', () => {
    expect(samplesRunLine(report({ seconds: 12.34 }))).toBe('Guide samples run against the Chainweb stand-in: 12.3 s added to the build (budget ≤ 30 s: ok).');
    expect(samplesRunLine(report({ seconds: 31 }))).toMatch(/31\.0 s .*OVER/);
  });
  it('says when the build ran nothing or the report has no time', () => {
    expect(samplesRunLine(path.join(dir, 'missing.json'))).toMatch(/no run report/);
    expect(samplesRunLine(report({ problems: [] }))).toMatch(/has no run time/);
  });
});
