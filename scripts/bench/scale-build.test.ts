import { describe, expect, it } from 'vitest';
import { oursAtScale, plainAtScale, withinScaleBudget } from './scale-build';

describe('scale builds', () => {
  it('build ours and plain Rspress 2 from the same pages into their own folders', () => {
    const ours = oursAtScale('/w/docs', '/w/site');
    const plain = plainAtScale('/w/docs', '/w/plain');
    expect(ours.args).toEqual(['build']);
    expect(plain.args.slice(0, 2)).toEqual(['build', '-c']);
    expect(plain.args[2]).toMatch(/plain-rspress\.config\.ts$/);
    expect([ours.env.DOCS_ROOT, plain.env.DOCS_ROOT]).toEqual(['/w/docs', '/w/docs']);
    expect([ours.env.DOCS_OUT_DIR, plain.env.BENCH_PLAIN_OUT]).toEqual(['/w/site', '/w/plain']);
    expect(ours.env.NODE_OPTIONS).toBe(plain.env.NODE_OPTIONS);
  });

  it('hold the 5,000-page build to 120 s and 2,048 MB, both measured', () => {
    expect(withinScaleBudget({ seconds: 119.9, peakMb: 2048 })).toBe(true);
    expect(withinScaleBudget({ seconds: 120.1, peakMb: 1000 })).toBe(false);
    expect(withinScaleBudget({ seconds: 100, peakMb: 2049 })).toBe(false);
    expect(withinScaleBudget({ seconds: 100, peakMb: null })).toBe(false);
  });
});
