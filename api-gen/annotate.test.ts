import { describe, expect, it } from 'vitest';
import { annotateSymbolPage } from './annotate';

describe('annotateSymbolPage', () => {
  const page = '# DevNetNetwork\n\nPackage: [@pact-toolbox/network](../index.md) · Version: `main @ 823a06c`\n\nText.\n';
  it('puts the guide list at the end and leaves the Package line to the versions pass', () => {
    const out = annotateSymbolPage(page, '## In the guide\n\n- [A](/a)\n');
    expect(out).toContain('Version: `main @ 823a06c`\n');
    expect(out.endsWith('Text.\n\n## In the guide\n\n- [A](/a)\n')).toBe(true);
  });
  it('leaves a page with no guide links untouched', () => {
    expect(annotateSymbolPage(page, '')).toBe(page);
  });
});
