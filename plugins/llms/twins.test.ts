import { describe, expect, it } from 'vitest';
import { markdownTwinPath } from './twins';

describe('markdownTwinPath', () => {
  it('adds .md to a page and index.md to a folder page', () => {
    expect(markdownTwinPath('/intro')).toBe('/intro.md');
    expect(markdownTwinPath('/api/chainweb-client/classes/ChainwebClient')).toBe('/api/chainweb-client/classes/ChainwebClient.md');
    expect(markdownTwinPath('/api/')).toBe('/api/index.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });
});
