import { describe, expect, it } from 'vitest';
import { isHeaderAnchor, notFoundHome, socialIconName, socialLinkLabel, withoutDefaultLang } from './labels';

describe('social link names', () => {
  it('names preset icons the way their owners spell them', () => {
    expect(socialIconName('github')).toBe('GitHub');
    expect(socialIconName('GitHub')).toBe('GitHub');
    expect(socialIconName('discord')).toBe('Discord');
    expect(socialIconName('x')).toBe('X');
  });

  it('says whose page the link leads to', () => {
    expect(socialLinkLabel('github', 'Pact Toolbox')).toBe('Pact Toolbox on GitHub');
    expect(socialLinkLabel('github', '')).toBe('GitHub');
    expect(socialLinkLabel({ svg: '<svg/>' }, 'Pact Toolbox')).toBe('Pact Toolbox (external link)');
  });
});

describe('isHeaderAnchor', () => {
  it('recognises the permalink class among others', () => {
    expect(isHeaderAnchor('rp-header-anchor')).toBe(true);
    expect(isHeaderAnchor('rp-link rp-header-anchor')).toBe(true);
    expect(isHeaderAnchor('rp-header-anchor-x')).toBe(false);
    expect(isHeaderAnchor(undefined)).toBe(false);
  });
});

describe('404 routing', () => {
  it('drops the default language segment wherever Rspress would', () => {
    expect(withoutDefaultLang('/en/intro', 'en')).toBe('/intro');
    expect(withoutDefaultLang('/en', 'en')).toBe('/');
    expect(withoutDefaultLang('/pact-toolbox/en/setup/docker', 'en')).toBe('/pact-toolbox/setup/docker');
    expect(withoutDefaultLang('/enterprise/en/x', 'en')).toBe('/enterprise/x');
  });

  it('leaves other paths alone', () => {
    expect(withoutDefaultLang('/enterprise', 'en')).toBeNull();
    expect(withoutDefaultLang('/no/such/page', 'en')).toBeNull();
    expect(withoutDefaultLang('/en/intro', undefined)).toBeNull();
  });

  it('sends the reader home within their version and language', () => {
    expect(notFoundHome({ lang: 'en', version: '' }, { lang: 'en' })).toBe('/');
    expect(notFoundHome({ lang: 'zh', version: '' }, { lang: 'en' })).toBe('/zh/');
    expect(notFoundHome({ lang: 'en', version: '1.x' }, { lang: 'en', defaultVersion: '2.x' })).toBe('/1.x/');
  });
});
