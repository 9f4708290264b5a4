import { describe, expect, it } from 'vitest';
import { isExpanded } from './groups';

describe('isExpanded', () => {
  it('reads the collapsed state from the wrapper Rspress squeezes to no height', () => {
    expect(isExpanded({ style: { gridTemplateRows: '0fr' } })).toBe(false);
    expect(isExpanded({ style: { gridTemplateRows: '1fr' } })).toBe(true);
  });
});
