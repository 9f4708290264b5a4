import { describe, expect, it } from 'vitest';
import { parsePage } from '../../api-gen/guide-pages';
import { fillPage } from './index';

const commits = { pin: '98c9a6536e68fbc2d7c82b664776733d8553c08b', mainAhead: '823a06cc9d088978612e9d72e158fa70133e733a' };

function filled(markdown: string): string {
  const tree = parsePage('page.mdx', markdown);
  fillPage(tree, commits, 'page.mdx');
  return JSON.stringify(tree);
}

describe('fillPage', () => {
  it('fills prose, inline code, code blocks and source links of an MDX page', () => {
    const out = filled(
      [
        'Build commit %toolkit-commit% (`git checkout %toolkit-commit%`); see [`logger.ts` L43-44](toolkit:packages/node-utils/src/logger.ts#L43-L44).',
        '',
        '```bash',
        'git checkout %toolkit-commit%',
        '```',
      ].join('\n'),
    );
    expect(out).not.toContain('%toolkit-');
    expect(out).not.toContain('toolkit:');
    expect(out.match(/98c9a65/g)).toHaveLength(4);
    expect(out).toContain('https://github.com/kadena-community/pact-toolbox/blob/98c9a65/packages/node-utils/src/logger.ts#L43-L44');
  });
  it('names the page and line of a bad link or placeholder', () => {
    expect(() => filled('One.\n\nSee [x](toolkit:#L3).')).toThrow(/^page\.mdx:3: "toolkit:#L3" names no file of the toolkit/);
    expect(() => filled('At %toolkit-pin%.')).toThrow(/^page\.mdx:1: "%toolkit-pin%" is not a toolkit placeholder/);
  });
});
