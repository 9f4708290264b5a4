import { describe, expect, it } from 'vitest';
import { markdownSection } from './markdown-section';

describe('markdownSection', () => {
  const page = '# T\n\n## A {#a}\ntext a\n### sub\nmore\n## B\ntext b\n';
  it('runs from the marker to the next second-level heading, keeping third-level ones', () => {
    expect(markdownSection(page, '{#a}')).toBe('{#a}\ntext a\n### sub\nmore');
    expect(markdownSection(page, '## B')).toBe('## B\ntext b\n');
  });
  it('is empty when the marker is missing', () => expect(markdownSection(page, '{#c}')).toBe(''));
});
