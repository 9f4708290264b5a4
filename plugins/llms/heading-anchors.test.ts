import { describe, expect, it } from 'vitest';
import { withoutHeadingAnchor } from './heading-anchors';

describe('withoutHeadingAnchor', () => {
  it('drops the escaped marker the SSG-MD pass writes on guide headings', () => {
    expect(withoutHeadingAnchor('## doctor: check your machine \\{#doctor}')).toBe('## doctor: check your machine');
    expect(withoutHeadingAnchor('### A prelude fails to deploy \\{#failed-to-deploy-prelude}')).toBe('### A prelude fails to deploy');
  });
  it('drops the unescaped marker of API pages made from api-gen markdown', () => {
    expect(withoutHeadingAnchor('## Added on main {#added-on-main}')).toBe('## Added on main');
    expect(withoutHeadingAnchor('###### Deep {#deep}  ')).toBe('###### Deep');
  });
  it('leaves lines that are not headings, and braces that are not a trailing marker', () => {
    for (const line of [
      'Write `{#doctor}` after a heading to give it an id.',
      '#not-a-heading {#x}',
      '## Records like {#a} in the middle stay',
      '## A heading without a marker',
      '#######  Seven hashes {#x}',
    ]) expect(withoutHeadingAnchor(line)).toBe(line);
  });
});
