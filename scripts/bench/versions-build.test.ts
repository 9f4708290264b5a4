import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiExamplesLine, samplesRunLine } from './versions-build';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-reports-'));
const report = (body: object) => {
  const file = path.join(dir, `${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(body));
  return file;
};

describe('samplesRunLine', () => {
  it('reports the run time against the budget', () => {
    expect(samplesRunLine(report({ seconds: 12.34, ran: [{}, {}], notRun: [{}], threw: [{}] }))).toBe('Guide samples run against the Chainweb stand-in: 2 of 4 network samples ran, 12.3 s added to the build (budget ≤ 30 s: ok).');
    expect(samplesRunLine(report({ seconds: 31 }))).toMatch(/31\.0 s .*OVER/);
  });
  it('says when the build ran nothing or the report has no time', () => {
    expect(samplesRunLine(path.join(dir, 'missing.json'))).toMatch(/no run report/);
    expect(samplesRunLine(report({ problems: [] }))).toMatch(/has no run time/);
  });
});

describe('apiExamplesLine', () => {
  it('reports compiling of all examples per version, and the time', () => {
    const versions = [{ dir: 'api', examples: 84, compiling: 46 }, { dir: 'npm/api', examples: 8, compiling: 2 }];
    expect(apiExamplesLine(report({ seconds: 41.66, versions }))).toBe('API examples compiling: api 46 of 84, npm/api 2 of 8. API examples run: none (not a source build). 41.7 s added to the build.');
  });
  it('adds the run of the examples that send, per version, and its share of the time', () => {
    const versions = [{ dir: 'api', examples: 84, compiling: 46 }];
    const run = { seconds: 3.21, versions: [{ dir: 'api', sending: 3, ran: 2 }, { dir: 'npm/api', sending: 2, ran: 0 }] };
    expect(apiExamplesLine(report({ seconds: 44.9, versions, run }))).toBe('API examples compiling: api 46 of 84. API examples run against the stand-in: api 2 of 3 that send, npm/api 0 of 2 that send. 44.9 s added to the build (3.2 s of it running).');
  });
  it('says when the build compiled none or the report is not one', () => {
    expect(apiExamplesLine(path.join(dir, 'missing.json'))).toMatch(/no report/);
    expect(apiExamplesLine(report({ seconds: 1 }))).toMatch(/not an examples report/);
  });
});
