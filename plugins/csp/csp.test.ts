import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, scriptHashes, sha256Source } from './hashes';
import { contentSecurityPolicy, searchOrigin } from './policy';
import { cspMeta, securePage, withCspMeta } from './rewrite';

const b64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineScripts', () => {
  it('takes the bodies of inline JavaScript, in order, and skips external scripts, data blocks and comments', () => {
    const html = [
      '<script>a()</script>',
      '<script src="/x.js"></script>',
      '<script defer src=/y.js></script>',
      '<script type="module">b()</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="application/json">{}</script>',
      '<!-- <script>commented()</script> -->',
      '<SCRIPT data-x="a>b">c()</SCRIPT >',
      '<script type="text/javascript">\nd()\n</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', '\nd()\n']);
  });

  it('does not take a data-src or a srcdoc attribute for src', () => {
    expect(inlineScripts('<script data-src="/x.js">e()</script>')).toEqual(['e()']);
  });

  it('keeps an empty inline script (the browser runs it, so it needs a hash)', () => {
    expect(inlineScripts('<script></script>')).toEqual(['']);
  });
});

describe('sha256Source', () => {
  it("is 'sha256-' and the base64 digest of the UTF-8 text", () => {
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(sha256Source('é')).toBe(`'sha256-${b64('é')}'`);
  });

  it('hashes line breaks as the HTML parser leaves them (CR LF and CR become LF)', () => {
    expect(sha256Source('a\r\nb\rc')).toBe(sha256Source('a\nb\nc'));
  });
});

describe('scriptHashes', () => {
  it('lists each distinct script once', () => {
    expect(scriptHashes('<script>x</script><script>x</script><script>y</script>')).toEqual([sha256Source('x'), sha256Source('y')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only the site itself, the given script hashes and data: images and fonts', () => {
    expect(contentSecurityPolicy({ scriptHashes: ["'sha256-A'", "'sha256-B'"] })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'self'; object-src 'none'",
    );
  });

  it('adds the search service to connect-src only', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], connectOrigins: ['https://search.example.com', 'https://search.example.com'] });
    expect(policy).toContain("connect-src 'self' https://search.example.com;");
    expect(policy.match(/search\.example\.com/g)).toHaveLength(1);
  });

  it('never forbids framing and never allows inline script or eval wholesale', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-A'"], connectOrigins: ['https://s.example'] });
    expect(policy).not.toMatch(/frame-ancestors|sandbox/);
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
  });
});

describe('searchOrigin', () => {
  it('is the origin of an absolute search URL, nothing for a path on this site or no URL', () => {
    expect(searchOrigin('https://search.example.com:8443/api/search?x=1')).toBe('https://search.example.com:8443');
    expect(searchOrigin('/api/search')).toBeUndefined();
    expect(searchOrigin(undefined)).toBeUndefined();
  });
});

describe('withCspMeta', () => {
  const meta = cspMeta("default-src 'self'");

  it('goes right after a leading <meta charset>, before any script', () => {
    const html = '<!doctype html><html><head><meta charset="UTF-8"><script>x()</script></head></html>';
    expect(withCspMeta(html, "default-src 'self'")).toBe(`<!doctype html><html><head><meta charset="UTF-8">${meta}<script>x()</script></head></html>`);
  });

  it('goes right after <head> when the head does not open with the charset', () => {
    const html = '<html lang="en"><head>\n<script>x()</script><meta charset="utf-8"></head>';
    expect(withCspMeta(html, "default-src 'self'")).toBe(`<html lang="en"><head>${meta}\n<script>x()</script><meta charset="utf-8"></head>`);
  });

  it('replaces a policy already there, leaves a page without <head> alone', () => {
    const once = withCspMeta('<head></head>', "default-src 'none'");
    expect(withCspMeta(once, "default-src 'self'")).toBe(`<head>${meta}</head>`);
    expect(withCspMeta('<p>no head</p>', "default-src 'self'")).toBe('<p>no head</p>');
  });

  it('escapes the policy for an attribute', () => {
    expect(cspMeta('a "b" & <c>')).toBe('<meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; &lt;c&gt;">');
  });
});

describe('securePage', () => {
  it("hashes the page's own inline scripts into its policy", () => {
    const html = '<html><head><meta charset="utf-8"><script>one()</script></head><body><script>two()</script><script src="/a.js"></script></body></html>';
    const out = securePage(html, ['https://s.example']);
    const policy = /content="([^"]*)"/.exec(out)![1];
    expect(policy).toContain(`script-src 'self' 'sha256-${b64('one()')}' 'sha256-${b64('two()')}';`);
    expect(policy).toContain("connect-src 'self' https://s.example;");
    // Running it again changes nothing: the meta holds no script.
    expect(securePage(out, ['https://s.example'])).toBe(out);
  });
});
