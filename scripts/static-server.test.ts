import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { etagOf, matchesEtag, resolveRequest, startStaticServer } from './static-server';

const root = mkdtempSync(path.join(tmpdir(), 'static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const [file, text] of [
  ['index.html', 'home'],
  ['intro.html', 'intro'],
  ['404.html', 'missing'],
  ['packages/index.html', 'overview'],
  ['static/app.js', 'js'],
]) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
const file = (rel: string, status = 200) => ({ kind: 'file', file: path.join(root, rel), status });

describe('resolveRequest (as GitHub Pages answers)', () => {
  it('serves clean URLs, .html and folder indexes', () => {
    expect(resolveRequest(root, '/', '/')).toEqual(file('index.html'));
    expect(resolveRequest(root, '/', '/intro')).toEqual(file('intro.html'));
    expect(resolveRequest(root, '/', '/intro.html?x=1#y')).toEqual(file('intro.html'));
    expect(resolveRequest(root, '/', '/packages/')).toEqual(file('packages/index.html'));
    expect(resolveRequest(root, '/', '/packages/index')).toEqual(file('packages/index.html'));
    expect(resolveRequest(root, '/', '/packages')).toEqual({ kind: 'redirect', location: '/packages/' });
  });
  it('answers 404.html for unknown paths, outside the base and for escapes', () => {
    expect(resolveRequest(root, '/', '/nope')).toEqual(file('404.html', 404));
    expect(resolveRequest(root, '/docs/', '/intro')).toEqual(file('404.html', 404));
    expect(resolveRequest(root, '/', '/../../etc/passwd')).toEqual(file('404.html', 404));
    expect(resolveRequest(root, '/', '/%E0%A4%A')).toEqual(file('404.html', 404));
  });
  it('serves under a base path', () => {
    expect(resolveRequest(root, '/docs/', '/docs/intro')).toEqual(file('intro.html'));
    expect(resolveRequest(root, '/docs/', '/docs')).toEqual({ kind: 'redirect', location: '/docs/' });
  });
  it('serves an extra file at its own path, outside the base too, and nothing else from its folder', () => {
    const extra = { '/__tests__/app.js': path.join(root, 'static/app.js') };
    expect(resolveRequest(root, '/docs/', '/__tests__/app.js?v=1', extra)).toEqual(file('static/app.js'));
    expect(resolveRequest(root, '/docs/', '/__tests__/other.js', extra)).toEqual(file('404.html', 404));
    expect(resolveRequest(root, '/', '/toString', extra)).toEqual(file('404.html', 404));
  });
});

describe('startStaticServer', () => {
  it('serves with status, type and gzip', async () => {
    const server = await startStaticServer({ root, base: '/docs/' });
    try {
      const ok = await fetch(`${server.url}intro`, { headers: { 'accept-encoding': 'identity' } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('text/html');
      expect(await ok.text()).toBe('intro');
      const missing = await fetch(`${server.url}nope`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('missing');
      const raw = await new Promise<Buffer>((resolve, reject) => {
        import('node:http').then(({ get }) =>
          get(`${server.url}static/app.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            expect(res.headers['content-encoding']).toBe('gzip');
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          }).on('error', reject),
        );
      });
      expect(gunzipSync(raw).toString()).toBe('js');
    } finally {
      await server.close();
    }
  });

  it('answers a request that holds the file\'s validator with 304 and no body, and a changed file in full', async () => {
    const server = await startStaticServer({ root, base: '/docs/' });
    try {
      const first = await fetch(`${server.url}intro`);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await fetch(`${server.url}intro`, { headers: { 'if-none-match': `"other", ${etag}` } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      const stale = await fetch(`${server.url}intro`, { headers: { 'if-none-match': 'W/"stale"' } });
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe('intro');
      // A 404 page is never answered with 304: it has no validator.
      const missing = await fetch(`${server.url}nope`, { headers: { 'if-none-match': '*' } });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('etag')).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe('etagOf / matchesEtag', () => {
  it('changes with the size or the modification time, and matches a listed or wildcard validator', () => {
    const tag = etagOf({ size: 10, mtimeMs: 1000.7 });
    expect(etagOf({ size: 11, mtimeMs: 1000.7 })).not.toBe(tag);
    expect(etagOf({ size: 10, mtimeMs: 2000 })).not.toBe(tag);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('W/"x"', tag)).toBe(false);
    expect(matchesEtag(`W/"x", ${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
  });
});
