import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_PACKAGES } from './packages';
import { PACKAGE_GUIDES, readmeBanner } from './readme-banner';

const docs = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../docs');
const workspace = { mode: 'workspace' as const, version: { ref: '823a06cc9d088978612e9d72e158fa70133e733a', pinned: true, label: 'main @ 823a06c' } };

describe('readmeBanner', () => {
  it('names the published version and links the guide page', () => {
    const line = readmeBanner('network', { mode: 'registry' }, '0.4.0', { network: '/packages/network' });
    expect(line).toMatch(/^> The package's own README, from npm 0.4.0/);
    expect(line).toContain('[page on this package](/packages/network)');
    expect(line.endsWith('\n\n')).toBe(true);
  });
  it('names the commit in a build from source', () => {
    expect(readmeBanner('network', workspace, '0.4.0', {})).toContain('from main @ 823a06c');
  });
  it('says nothing of a guide page for a package that has none', () => {
    const line = readmeBanner('crypto', { mode: 'registry' }, '0.2.0', { network: '/packages/network' });
    expect(line).not.toContain('](');
    expect(line).not.toMatch(/guide/);
  });
});

describe('api-gen/package-guides.json', () => {
  it.each(Object.entries(PACKAGE_GUIDES))('%s → %s is a guide page that exists', (name, route) => {
    expect(DOCUMENTED_PACKAGES).toContain(name);
    const file = route.endsWith('/') ? `${route}index` : route;
    expect(['.md', '.mdx'].some((ext) => existsSync(path.join(docs, `${file}${ext}`))), `${route}: no docs${file}.md(x)`).toBe(true);
  });
});
