import { describe, expect, it } from 'vitest';
import { withoutHeadingIds } from './guide-pages';

describe('withoutHeadingIds', () => {
  it('blanks custom heading ids and keeps every other character in place', () => {
    expect(withoutHeadingIds('## doctor: check {#doctor}\ntext {#not-a-heading}\n')).toBe(`## doctor: check ${' '.repeat('{#doctor}'.length)}\ntext {#not-a-heading}\n`);
  });
});
