import { slug } from '@rspress/shared/github-slugger';
import { describe, expect, it } from 'vitest';
import { guideSidebar } from '../../config/sidebar';
import { headingId, singlePage } from './overview-group';

describe('singlePage', () => {
  const page = { text: 'Transaction', link: '/packages/transaction', headers: [] };

  it('is the item of a group that holds one page of its own name', () => {
    expect(singlePage({ name: 'Transaction', items: [page] })).toBe(page);
  });

  it('is undefined for a group of several pages, another name, or an item without a link', () => {
    expect(singlePage({ name: 'Transaction', items: [page, { ...page, text: 'Test' }] })).toBeUndefined();
    expect(singlePage({ name: 'Core Packages', items: [page] })).toBeUndefined();
    expect(singlePage({ name: 'Transaction', items: [{ ...page, link: '' }] })).toBeUndefined();
    expect(singlePage({ name: 'Transaction', items: [] })).toBeUndefined();
  });
});

describe('headingId', () => {
  const names = guideSidebar.flatMap((entry) => ('items' in entry && entry.items ? entry.items : [entry])).map((entry) => ('text' in entry ? entry.text : ''));

  it('gives the id Rspress gives the same heading, for every guide sidebar name and a few with punctuation', () => {
    for (const name of [...names, 'Wallet UI & Signers', 'doctor: check your machine', ' Chainweb  Client ', 'Pact (4.x) REPL', 'Über_naïve']) {
      expect(headingId(name), name).toBe(slug(name.trim()));
    }
  });
});
