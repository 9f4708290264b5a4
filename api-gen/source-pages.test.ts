import { describe, expect, it } from 'vitest';
import { isSourcePageHref, sourcePageFile, sourcePageHref, sourcePageHtml, sourceRoute } from './source-pages';

const file = { pkg: { name: 'transaction', version: '0.2.0', root: '/x' }, path: 'src/builder.ts', content: 'const a = 1 < 2 && "b";\nexport {};\n' };

describe('source pages', () => {
  it('live beside the API reference they serve', () => {
    expect(sourceRoute()).toBe('/src/');
    expect(sourceRoute('/npm/api/')).toBe('/npm/src/');
    expect(sourcePageHref('/src/', 'transaction', 'src/builder.ts', 42)).toBe('/src/transaction/src/builder.ts#L42');
    expect(isSourcePageHref('/src/transaction/src/builder.ts#L42')).toBe(true);
    expect(isSourcePageHref('/api/transaction/')).toBe(false);
    expect(sourcePageFile('transaction', 'src/builder.ts')).toBe('transaction/src/builder.ts.html');
  });
  it('give every line an anchor, escape the text, and link back relatively so any base path works', () => {
    const html = sourcePageHtml({ file, route: '/src/' });
    expect(html).toContain('<i id="L1"><a href="#L1" tabindex="-1">1</a>const a = 1 &lt; 2 &amp;&amp; "b";</i><i id="L2">');
    expect(html).not.toContain('id="L3"');
    // Served at /src/transaction/src/builder.ts: three folders up is the site's root.
    expect(html).toContain('<a href="../../../api/transaction/">@pact-toolbox/transaction</a> 0.2.0 on npm');
    expect(html).toContain('<a href="../../../">Pact Toolbox docs</a>');
    expect(sourcePageHtml({ file, route: '/npm/src/', apiRoute: '/npm/api/' })).toContain('<a href="../../../../npm/api/transaction/">');
    expect(html).toMatch(/<title>src\/builder\.ts · @pact-toolbox\/transaction 0\.2\.0 source<\/title>/);
  });
});
