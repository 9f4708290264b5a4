import { describe, expect, it } from 'vitest';
import { fillIndexedPage } from './search-index';
import { pluginToolkitRef } from './index';

const commits = { pin: '98c9a6536e68fbc2d7c82b664776733d8553c08b', mainAhead: '823a06cc9d088978612e9d72e158fa70133e733a' };

describe('fillIndexedPage', () => {
  it('fills the text and moves each later heading by what the placeholders before it changed', () => {
    const content = 'git checkout %toolkit-commit%\nBuild\nthen %toolkit-main-commit% comes\nNote';
    const page = { title: 'Build', routePath: '/x', content, toc: [{ text: 'Build', charIndex: content.indexOf('Build') }, { text: 'Note', charIndex: content.indexOf('Note') }] };
    const out = fillIndexedPage(page, commits);
    expect(out.content).toBe('git checkout 98c9a65\nBuild\nthen 823a06c comes\nNote');
    for (const h of out.toc!) expect(out.content!.slice(h.charIndex, h.charIndex + h.text.length)).toBe(h.text);
  });
  it('returns a page without placeholders as it was', () => {
    const page = { title: 'A', routePath: '/a', content: 'text', toc: [] };
    expect(fillIndexedPage(page, commits)).toBe(page);
  });
});

describe('the plugin', () => {
  it('fills the pages Rspress is about to write into the search index, in place', async () => {
    const pages = [
      { title: 'T', routePath: '/t', content: 'at %toolkit-commit%', toc: [] },
      { title: 'P', routePath: '/p', content: 'plain', toc: [] },
    ];
    const plugin = pluginToolkitRef({ commits, root: '/docs' });
    await plugin.modifySearchIndexData!(pages as never, true);
    expect(pages.map((p) => p.content)).toEqual(['at 98c9a65', 'plain']);
  });
});
