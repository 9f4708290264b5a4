import { describe, expect, it } from 'vitest';
import { attr, cssUrls, decodeEntities, GENERIC_LINK_TEXTS, linkTexts, scanHtml } from './html-scan';

describe('scanHtml', () => {
  it('collects hrefs, ids (and a[name]) and decodes entities in attributes', () => {
    const page = scanHtml('<h2 id="a&amp;b">x</h2><a name="old"></a><a href="/x?a=1&amp;b=2#y">x</a>');
    expect(page.hrefs).toEqual(['/x?a=1&b=2#y']);
    expect([...page.ids]).toEqual(['a&b', 'old']);
  });

  it('lists what a page loads: src, srcset, stylesheet links, inline style and <style> urls; not canonical or alternate links', () => {
    const html =
      '<img src="/a.png" srcset="/b.png 1x, /c.png 2x"><link rel="stylesheet" href="/s.css"><link rel="canonical" href="https://x/">' +
      '<div style="background:url(\'/d.svg\')"></div><style>@import "/e.css"; p{background:url(/f.svg)}</style>';
    expect(scanHtml(html).loads).toEqual(['/a.png', '/b.png', '/c.png', '/s.css', '/d.svg', '/e.css', '/f.svg']);
  });

  it('skips comments and script bodies', () => {
    const page = scanHtml('<!-- <a href="/hidden">x</a> --><script>document.write(\'<a href="/js">\')</script><a href="/seen">x</a>');
    expect(page.hrefs).toEqual(['/seen']);
  });
});

describe('the helpers', () => {
  it('decodes named, decimal and hex entities', () => {
    expect(decodeEntities('&lt;a&gt; &quot;b&quot; &#39;c&#x27; &#x1F600; &amp;lt;')).toBe('<a> "b" \'c\' 😀 &lt;');
  });

  it('reads one attribute, case-insensitively, or undefined', () => {
    expect(attr('<a HREF="/x">', 'href')).toBe('/x');
    expect(attr('<a data-href="/x">', 'href')).toBeUndefined();
  });

  it('finds url() and @import references in CSS', () => {
    expect(cssUrls('@import "a.css"; b{background:url( "b.svg" )} c{mask:url(c.svg)}')).toEqual(['a.css', 'b.svg', 'c.svg']);
  });

  it('gives link texts without markup, lower-cased, skipping same-page anchors', () => {
    const texts = linkTexts('<a href="/x#start"> Start </a><a href="/y">start: run a <code>network</code></a><a href="#top">more</a>');
    expect(texts).toEqual(['start', 'start: run a network']);
    expect(texts.filter((t) => GENERIC_LINK_TEXTS.has(t))).toEqual(['start']);
  });
});
