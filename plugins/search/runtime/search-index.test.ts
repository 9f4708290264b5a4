import { describe, expect, it } from 'vitest';
import { PAGES } from './fixture-pages';
import { buildIndex, kindOf, routeWords, splitApiTitle } from './search-index';

describe('buildIndex', () => {
  const index = buildIndex(PAGES);
  it('knows guide, package and symbol pages, and files an API page under its symbol name', () => {
    expect(index.docs.map((d) => [d.kind, d.titleText])).toEqual([
      ['guide', 'Wallet'],
      ['guide', 'Docker Setup'],
      ['api-package', 'wallet-adapters'],
      ['api', 'WalletService'],
      ['api', 'setupWallets'],
      ['errors', 'Error messages'],
    ]);
    expect(kindOf('/api/x/')).toBe('api-package');
    expect(splitApiTitle('A · @p/x')).toEqual({ name: 'A', pkg: '@p/x' });
  });
  it('cuts pages into sections at their headings, with the heading path', () => {
    const docker = index.docs[1];
    const sections = docker.sections.map((s) => index.sections[s]);
    expect(sections.map((s) => [s.id, s.path.join(' > ')])).toEqual([
      ['', ''],
      ['install-docker', 'Install Docker'],
      ['troubleshooting', 'Troubleshooting'],
      ['port-already-in-use', 'Troubleshooting > Port already in use'],
    ]);
    expect(sections[3].text).toContain('another process holds the port');
  });
  it('files words by stem in title, heading, text and extra fields', () => {
    expect(index.title.get('wallet')?.has(0)).toBe(true);
    // "Connect a wallet" heading, in section 2 of the first page.
    expect([...(index.heading.get('connect')?.keys() ?? [])]).toContain(2);
    // Camel-case parts of a symbol name count half.
    expect(index.title.get('servic')?.get(3) ?? index.title.get('service')?.get(3)).toBe(0.5);
    // Route words and the description land in the extra field.
    expect(index.extra.get('setup')?.has(1)).toBe(true);
    expect(index.extra.get('kadena')?.has(0)).toBe(true);
    expect(routeWords('/api/wallet-adapters/classes/WalletService')).toBe('wallet adapters WalletService');
  });
  it('skips entries that are not pages', () => {
    expect(buildIndex([null as never, { title: 1 } as never]).docs).toEqual([]);
  });
});
