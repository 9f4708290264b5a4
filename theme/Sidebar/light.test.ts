import { describe, expect, it } from 'vitest';
import { apiSidebar } from '../../api-gen/pages';
import type { PageInfo } from '../../api-gen/typedoc-run';
import type { PackageInput } from '../../api-gen/sources/types';
import { keepsItems, lightSidebar, rendersLight, type SidebarNode } from './light';

interface Entry extends SidebarNode {
  text: string;
  link?: string;
  items?: Entry[];
}

const link = (text: string): Entry => ({ text, link: `/api/tx/${text}` });
const kind = (text: string, collapsed: boolean, ...names: string[]): Entry => ({ text, collapsible: true, collapsed, items: names.map(link) } as Entry);

/** One API package section as Rspress hands it to the sidebar on a page of the Functions group. */
const section = (): Entry[] => [
  { text: 'API Reference', link: '/api/' },
  { text: 'crypto', link: '/api/crypto/' },
  {
    text: 'tx',
    link: '/api/tx/',
    collapsed: false,
    items: [kind('Classes', true, 'Builder', 'Signer'), kind('Interfaces', true, 'Options'), kind('Functions', false, 'create', 'sign', 'submit')],
  },
  { text: 'wallet', link: '/api/wallet/' },
];

const texts = (entries: readonly Entry[]): string[] => entries.flatMap((e) => [e.text, ...texts(e.items ?? [])]);

describe('rendersLight', () => {
  it('is true on the pages of an API package: its package page and its item pages', () => {
    expect(rendersLight('/api/transaction/')).toBe(true);
    expect(rendersLight('/api/transaction/functions/createTransaction')).toBe(true);
    expect(rendersLight('/api/kda/namespaces/coin/functions/transfer')).toBe(true);
  });

  it('is false on the API home and on guide pages', () => {
    expect(rendersLight('/api/')).toBe(false);
    expect(rendersLight('/')).toBe(false);
    expect(rendersLight('/intro')).toBe(false);
    expect(rendersLight('/packages/transaction')).toBe(false);
    expect(rendersLight('/apix/transaction/')).toBe(false);
  });
});

describe('keepsItems', () => {
  it('keeps the items of an open group, drops those of a collapsed one', () => {
    expect(keepsItems({ collapsed: false, items: [] })).toBe(true);
    expect(keepsItems({ items: [] })).toBe(true);
    expect(keepsItems({ collapsed: true, items: [] })).toBe(false);
  });
});

describe('lightSidebar', () => {
  it('keeps the package links, every kind header and the items of the open kind group only', () => {
    const light = lightSidebar(section());
    expect(texts(light)).toEqual(['API Reference', 'crypto', 'tx', 'Classes', 'Interfaces', 'Functions', 'create', 'sign', 'submit', 'wallet']);
    const kinds = light[2].items!;
    expect(kinds.map((k) => [k.text, k.collapsed, k.items!.length])).toEqual([
      ['Classes', true, 0],
      ['Interfaces', true, 0],
      ['Functions', false, 3],
    ]);
  });

  it('does not change its input, and returns the unchanged entries themselves', () => {
    const input = section();
    const before = JSON.stringify(input);
    const light = lightSidebar(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(light[0]).toBe(input[0]);
    expect(light[3]).toBe(input[3]);
    expect(light[2].items![2]).toBe(input[2].items![2]);
    expect(light[2]).not.toBe(input[2]);
  });

  it('returns a sidebar without collapsed groups as it is (the package page with every kind open, the guide)', () => {
    const open = section();
    for (const k of open[2].items!) k.collapsed = false;
    const light = lightSidebar(open);
    expect(light.every((entry, i) => entry === open[i])).toBe(true);
  });

  it('drops items at any depth: a namespace beside the one holding the page keeps only its header', () => {
    const ns = (text: string, collapsed: boolean): Entry => ({ text, collapsed, items: [kind('Functions', collapsed, `${text}-a`, `${text}-b`)] });
    const entries: Entry[] = [{ text: 'kda', collapsed: false, items: [{ text: 'Namespaces', collapsed: false, items: [ns('coin', false), ns('guard', true)] }] }];
    expect(texts(lightSidebar(entries))).toEqual(['kda', 'Namespaces', 'coin', 'Functions', 'coin-a', 'coin-b', 'guard']);
  });

  it('on the sections api-gen writes: a package page shows the kind headers only, since api-gen writes every kind group collapsed', () => {
    const pages: PageInfo[] = ['tx/index.md', 'tx/classes/Builder.md', 'tx/functions/create.md', 'tx/functions/sign.md', 'tx/interfaces/Options.md', 'wallet/index.md'].map((file) => ({
      file,
      packageName: file.split('/')[0],
      name: file,
      kind: file.endsWith('index.md') ? 'package' : 'member',
    }));
    const sections = apiSidebar([{ name: 'tx' }, { name: 'wallet' }] as PackageInput[], pages) as unknown as Record<string, Entry[]>;
    const tx = sections['/api/tx/'];
    expect(texts(lightSidebar(tx))).toEqual(['tx', 'Classes', 'Interfaces', 'Functions', 'wallet']);
    expect(texts(tx)).toContain('create');
  });
});
