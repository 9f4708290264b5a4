import { describe, expect, it } from 'vitest';
import { resolveSiteUrl } from '../../config/env';
import { CARD, previewTags, renderTags } from './tags';

const site = resolveSiteUrl('https://example.org/pact-toolbox/', '/pact-toolbox/');
const value = (tags: ReturnType<typeof previewTags>, key: string) =>
  tags.find(([, attrs]) => attrs.property === key || attrs.name === key || attrs.rel === key)?.[1];

describe('previewTags', () => {
  it('names the page absolutely, under the base, in the canonical link and og:url', () => {
    const tags = previewTags(site, '/api/network/', 'Pact Toolbox');
    expect(value(tags, 'canonical')?.href).toBe('https://example.org/pact-toolbox/api/network/');
    expect(value(tags, 'og:url')?.content).toBe('https://example.org/pact-toolbox/api/network/');
    expect(value(tags, 'og:site_name')?.content).toBe('Pact Toolbox');
    expect(value(tags, 'alternate')).toEqual({ rel: 'alternate', type: 'text/markdown', href: 'https://example.org/pact-toolbox/api/network/index.md' });
  });
  it('points og:image at the absolute card and asks for a large card', () => {
    const tags = previewTags(site, '/', 'Pact Toolbox');
    expect(value(tags, 'og:image')?.content).toBe(`https://example.org/pact-toolbox${CARD.path}`);
    expect(value(tags, 'og:image:width')?.content).toBe('1200');
    expect(value(tags, 'twitter:card')?.content).toBe('summary_large_image');
  });
  it('renders HTML with attribute values escaped', () => {
    expect(renderTags([['link', { rel: 'canonical', href: 'https://x.dev/a"b&c' }], ['meta', { property: 'og:site_name', content: 'A <b>' }]])).toBe(
      '<link rel="canonical" href="https://x.dev/a&quot;b&amp;c"><meta property="og:site_name" content="A &lt;b&gt;">',
    );
  });
});

describe('previewTags with another canonical page', () => {
  it('names the preferred page in the canonical link and og:url, and the page itself in its markdown twin', async () => {
    const { previewTags: tagsOf } = await import('./tags');
    const { resolveSiteUrl } = await import('../../config/env');
    const tags = tagsOf(resolveSiteUrl('https://example.org/', '/'), '/npm/api/signers/', 'Site', '/api/signers/');
    const get = (rel: string) => tags.find(([, a]) => a.rel === rel || a.property === rel)?.[1];
    expect(get('canonical')?.href).toBe('https://example.org/api/signers/');
    expect(get('og:url')?.content).toBe('https://example.org/api/signers/');
    expect(get('alternate')?.href).toBe('https://example.org/npm/api/signers/index.md');
  });
});
