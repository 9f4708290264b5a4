import { describe, expect, it, vi } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devFileMiddleware, devFileServer } from './dev-files';

function respond(lookup: Parameters<typeof devFileMiddleware>[0], url: string) {
  const headers: Record<string, string> = {};
  let body: unknown;
  const res = { setHeader: (k: string, v: string) => (headers[k] = v), end: (b: unknown) => (body = b) } as unknown as ServerResponse;
  const next = vi.fn();
  devFileMiddleware(lookup)({ url } as IncomingMessage, res, next);
  return { headers, body, next };
}

describe('devFileMiddleware', () => {
  it('answers a path its lookup knows, with the type, from the path alone (no query)', () => {
    const seen: string[] = [];
    const out = respond((p) => (seen.push(p), p === '/static/menu.json' ? { type: 'application/json', body: '{}' } : null), '/static/menu.json?v=2');
    expect(seen).toEqual(['/static/menu.json']);
    expect(out).toMatchObject({ headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(out.next).not.toHaveBeenCalled();
  });

  it('passes every other path on to the next middleware, untouched', () => {
    const out = respond(() => null, '/guide/');
    expect(out.next).toHaveBeenCalledOnce();
    expect(out.body).toBeUndefined();
  });
});

describe('devFileServer', () => {
  it('registers the middleware on the dev server and nowhere else', () => {
    const [setup] = devFileServer(() => null).setup as Array<(c: unknown) => void>;
    const use = vi.fn();
    setup!({ action: 'dev', server: { middlewares: { use } }, environments: {} });
    expect(use).toHaveBeenCalledOnce();
    const previewUse = vi.fn();
    setup!({ action: 'preview', server: { middlewares: { use: previewUse } }, environments: {} });
    expect(previewUse).not.toHaveBeenCalled();
  });
});
