import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { backlinksOf, backlinksSection, frontmatterTitle, guideRoute, headingIds, type GuidePage } from './backlinks';

const table = {
  'transaction/execution': '/api/transaction/functions/execution',
  'chainweb-client/ChainwebClient': '/api/chainweb-client/classes/ChainwebClient',
  'chainweb-client/ChainwebClient#forChain': '/api/chainweb-client/classes/ChainwebClient#forchain',
  'chainweb-client/ChainwebClient#submit': '/api/chainweb-client/classes/ChainwebClient#submit',
};

function page(route: string, title: string, text: string): GuidePage {
  return { route, title, tree: unified().use(remarkParse).parse(text.replace(/\{#[\w-]+\}/g, '')) as Root, lines: text.split('\n') };
}

describe('guideRoute and frontmatterTitle', () => {
  it('turn a guide file into its route and title', () => {
    expect(guideRoute('packages/wallet.mdx')).toBe('/packages/wallet');
    expect(guideRoute('packages/index.md')).toBe('/packages/');
    expect(guideRoute('index.md')).toBe('/');
    expect(frontmatterTitle('---\ntitle: "Docker Setup"\ndescription: x\n---\n# Hi')).toBe('Docker Setup');
    expect(frontmatterTitle('# No frontmatter')).toBeUndefined();
  });
});

describe('headingIds', () => {
  it('gives Rspress ids: slugs, a custom {#id}, and -1 after a repeated slug', () => {
    const p = page('/x', 'X', '## Generating a `k:` account\n\n## doctor: check {#doctor}\n\n## Options\n\n## Options\n');
    expect([...headingIds(p.tree, p.lines).values()]).toEqual(['generating-a-k-account', 'doctor', 'options', 'options-1']);
  });
});

describe('backlinksOf', () => {
  const guide = [
    page('/packages/transaction', 'Transaction', 'Intro uses [`execution`](api:transaction/execution).\n\n## Building a transaction\n\nCall [`execution`](api:transaction/execution) twice: [again](api:transaction/execution).\n\n### Several chains\n\n[`forChain`](api:chainweb-client/ChainwebClient#forChain) and [`submit`](api:chainweb-client/ChainwebClient#submit).\n\n[gone](api:transaction/nothing)\n'),
    page('/packages/cli', 'CLI', '## start: run a local network {#start}\n\n[`ChainwebClient`](api:chainweb-client/ChainwebClient)\n'),
  ];
  const links = backlinksOf(guide, table);

  it('lists each linking section once, with page title, heading and anchor, in guide order', () => {
    expect(links.get('/api/transaction/functions/execution')).toEqual([
      { pageTitle: 'Transaction', heading: undefined, href: '/packages/transaction', members: [] },
      { pageTitle: 'Transaction', heading: 'Building a transaction', href: '/packages/transaction#building-a-transaction', members: [] },
    ]);
  });
  it('files member links under the member page, naming the members', () => {
    expect(links.get('/api/chainweb-client/classes/ChainwebClient')).toEqual([
      { pageTitle: 'Transaction', heading: 'Several chains', href: '/packages/transaction#several-chains', members: ['forChain', 'submit'] },
      { pageTitle: 'CLI', heading: 'start: run a local network', href: '/packages/cli#start', members: [] },
    ]);
  });
  it('skips links that do not resolve', () => {
    expect([...links.keys()].sort()).toEqual(['/api/chainweb-client/classes/ChainwebClient', '/api/transaction/functions/execution']);
  });
});

describe('backlinksSection', () => {
  it('is empty (no heading) for a page nothing links to', () => {
    expect(backlinksSection(undefined)).toBe('');
    expect(backlinksSection([])).toBe('');
  });
  it('links each section, with the members it uses', () => {
    const text = backlinksSection([{ pageTitle: 'Transaction', heading: 'Several chains', href: '/packages/transaction#several-chains', members: ['forChain'] }]);
    expect(text).toMatch(/^## In the guide\n/);
    expect(text).toContain('- [Transaction › Several chains](/packages/transaction#several-chains) (`forChain`)');
  });
});
