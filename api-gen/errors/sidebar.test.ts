import { describe, expect, it } from 'vitest';
import { errorPage } from './page';
import { errorsSidebarSection } from './sidebar';

/** Flattened the way Rspress's footer reads a sidebar: a group's own link, then its items. */
const order = (items: { link?: string; items?: unknown[] }[]): string[] =>
  items.flatMap((item) => [...(item.link ? [item.link] : []), ...order((item.items ?? []) as { link?: string }[])]);

describe('errorsSidebarSection', () => {
  const sites = (pkg: string, count: number) => Array.from({ length: count }, (_, i) => ({ message: `${pkg} failure ${i}`, errorClass: 'Error', file: `packages/${pkg}/src/a.ts`, line: i + 1 }));
  const { pages } = errorPage(
    [
      { packageName: 'network', sites: sites('network', 41) },
      { packageName: 'kda', sites: sites('kda', 2) },
    ],
    {},
    { documents: 'main', sourceUrl: () => undefined, noEntry: 'Not written yet.' },
  );
  const section = errorsSidebarSection(pages, [{ text: 'kda', link: '/api/kda/' }]);

  it('is keyed by the reference route, so the index and every part carry it', () => {
    expect(Object.keys(section)).toEqual(['/api/errors']);
  });

  it('puts the parts in order (previous / next within a package, then the next package), before the package links', () => {
    expect(order(section['/api/errors'])).toEqual(['/api/errors', '/api/errors/network', '/api/errors/network-part-2', '/api/errors/network-part-3', '/api/errors/kda', '/api/kda/']);
  });

  it('names each part by its package and place', () => {
    expect((section['/api/errors'][0] as { items: { text: string }[] }).items.map((i) => i.text)).toEqual(['network (1 of 3)', 'network (2 of 3)', 'network (3 of 3)', 'kda']);
  });
});
