import { describe, expect, it } from 'vitest';
import { builtFile, pageMark } from './page-mark';

describe('builtFile', () => {
  it('maps the home page, a folder page and a page to their files', () => {
    expect(builtFile('')).toBe('index.html');
    expect(builtFile('api/')).toBe('api/index.html');
    expect(builtFile('api/crypto/functions/address')).toBe('api/crypto/functions/address.html');
  });
});

describe('pageMark', () => {
  it('reads the title with its entities decoded, and the first <h1> id', () => {
    const html = '<html><head><title>address · @pact-toolbox&#x2F;crypto &amp; more</title></head><body><h1 class="x" id="address">address</h1><h1 id="later"></h1></body></html>';
    expect(pageMark(html)).toEqual({ title: 'address · @pact-toolbox/crypto & more', h1: 'address' });
  });

  it('leaves the id out where the page has no <h1> with one', () => {
    expect(pageMark('<title>Home</title><div data-h1="no"></div><h1>plain</h1>')).toEqual({ title: 'Home' });
  });

  it('says so when the HTML has no title', () => {
    expect(() => pageMark('<p>fragment</p>')).toThrow(/no <title>/);
  });
});
