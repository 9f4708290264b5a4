/**
 * A static file server that answers the way GitHub Pages does, so the built
 * site is tested as it will be served:
 * - the site lives under its base path (`/pact-toolbox/`);
 * - `/intro` serves `intro.html`, `/packages/` and `/packages/index` serve `packages/index.html`;
 * - a folder without a trailing slash redirects to the slash form;
 * - anything else gets `404.html` with status 404;
 * - responses are gzip-compressed when the client accepts it;
 * - a found file carries a validator (`ETag`), and a request that already holds it gets `304 Not Modified`. GitHub
 *   Pages does the same; here it also lets the browser keep its compiled scripts from one page to the next, as a
 *   reader's browser does, instead of downloading and compiling every script again on each page;
 * - `extraFiles` serves a few files from outside the site at fixed paths beside it (the browser tests' axe-core), with
 *   the same validators, so the browser keeps their compiled code too.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml']);

export type Resolution = { kind: 'file'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string } | { kind: 'none' };

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const isDir = (file: string) => existsSync(file) && statSync(file).isDirectory();

/** Files served at fixed absolute paths beside the site, e.g. `{ '/__tests__/axe.min.js': '/…/axe.min.js' }`. */
export type ExtraFiles = Readonly<Record<string, string>>;

/** Maps a request path to what GitHub Pages would answer (or to an extra file). Pure apart from reading the file tree. */
export function resolveRequest(root: string, base: string, urlPath: string, extraFiles: ExtraFiles = {}): Resolution {
  const notFound = (): Resolution => (isFile(path.join(root, '404.html')) ? { kind: 'file', file: path.join(root, '404.html'), status: 404 } : { kind: 'none' });
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return notFound();
  }
  if (Object.hasOwn(extraFiles, pathname)) return { kind: 'file', file: extraFiles[pathname], status: 200 };
  if (pathname === base.replace(/\/$/, '') && base !== '/') return { kind: 'redirect', location: base };
  if (!pathname.startsWith(base)) return notFound();
  const rel = pathname.slice(base.length);
  const target = path.resolve(root, rel);
  if (target !== path.resolve(root) && !target.startsWith(path.resolve(root) + path.sep)) return notFound();
  if (rel === '' || rel.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? { kind: 'file', file: index, status: 200 } : notFound();
  }
  if (isFile(target)) return { kind: 'file', file: target, status: 200 };
  if (isDir(target) && isFile(path.join(target, 'index.html'))) return { kind: 'redirect', location: `${pathname}/` };
  if (isFile(`${target}.html`)) return { kind: 'file', file: `${target}.html`, status: 200 };
  return notFound();
}

/** A weak validator from a file's size and modification time: it changes when a build rewrites the file. */
export function etagOf(stats: { size: number; mtimeMs: number }): string {
  return `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
}

/** Whether an If-None-Match header names the validator (a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

export interface StaticServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export function startStaticServer(options: { root: string; base?: string; port?: number; host?: string; extraFiles?: ExtraFiles }): Promise<StaticServer> {
  const base = options.base ?? '/';
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    const resolution = resolveRequest(options.root, base, req.url ?? '/', options.extraFiles);
    if (resolution.kind === 'redirect') {
      res.writeHead(301, { Location: resolution.location });
      res.end();
      return;
    }
    if (resolution.kind === 'none') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const ext = path.extname(resolution.file);
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // no-cache: the browser asks again each time (a rebuild shows at once) and keeps what is unchanged.
    const etag = resolution.status === 200 ? etagOf(statSync(resolution.file)) : undefined;
    const validators = { 'Cache-Control': 'no-cache', ...(etag ? { ETag: etag } : {}) };
    if (etag && matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, { ...validators, ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}) });
      res.end();
      return;
    }
    res.writeHead(resolution.status, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      ...validators,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(resolution.file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  // An idle kept-alive connection stays open a minute (Node closes it after 5 s): a client that reuses one just as the
  // server closes it gets ECONNRESET, which three test runs side by side met between two requests of one test.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        url: `http://${host}:${port}${base}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
