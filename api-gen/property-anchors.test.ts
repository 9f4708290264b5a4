import { describe, expect, it } from 'vitest';
import { retargetPropertyLinks } from './property-anchors';

describe('retargetPropertyLinks', () => {
  const headings = new Map([['wallet-ui/classes/Modal.md', new Set(['firstchild', 'renderroot'])]]);

  it('points a link to a property shown as a heading at the heading, from another page and from the page itself', () => {
    expect(retargetPropertyLinks('Inherited from [`Modal.firstChild`](../../wallet-ui/classes/Modal.md#property-firstchild).', 'dev-wallet/classes/Container.md', headings)).toBe(
      'Inherited from [`Modal.firstChild`](../../wallet-ui/classes/Modal.md#firstchild).',
    );
    expect(retargetPropertyLinks('[`renderRoot`](#property-renderroot)', 'wallet-ui/classes/Modal.md', headings)).toBe('[`renderRoot`](#renderroot)');
  });

  it('leaves a property row, another page and another kind of anchor alone', () => {
    const text = '[a](../../wallet-ui/classes/Modal.md#property-popover) [b](./Other.md#property-firstchild) [c](../../wallet-ui/classes/Modal.md#firstchild)';
    expect(retargetPropertyLinks(text, 'dev-wallet/classes/Container.md', headings)).toBe(text);
  });
});
