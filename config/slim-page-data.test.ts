import { describe, expect, it } from 'vitest';
import { keepsToc, pluginSlimPageData } from './slim-page-data';

describe('pluginSlimPageData', () => {
  it('keeps headings only for pages an overview lists', () => {
    expect(keepsToc('/packages/cli', ['/packages/'])).toBe(true);
    expect(keepsToc('/api/network/classes/X', ['/packages/'])).toBe(false);
  });
  it('empties the toc of other pages in the site data', async () => {
    const plugin = pluginSlimPageData(['/packages/']);
    const api = { routePath: '/api/x', toc: [{ id: 'a', text: 'a', depth: 2, charIndex: 0 }] };
    const guide = { routePath: '/packages/cli', toc: [{ id: 'b', text: 'b', depth: 2, charIndex: 0 }] };
    await plugin.extendPageData!(api as never, false);
    await plugin.extendPageData!(guide as never, false);
    expect(api.toc).toEqual([]);
    expect(guide.toc).toHaveLength(1);
  });
});
