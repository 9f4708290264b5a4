import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl, foreignLoads, linksOutsideBase } from './crawler';

/** A tiny build served under /docs/ with one of each problem the crawler must find. */
function tinySite(root: string): void {
  mkdirSync(path.join(root, 'guide'));
  mkdirSync(path.join(root, 'static/css'), { recursive: true });
  writeFileSync(path.join(root, 'static/css/site.css'), 'a{background:url(/img.svg)}');
  writeFileSync(
    path.join(root, 'index.html'),
    '<a href="/docs/guide/">ok</a><a href="/docs/guide/a#top">ok</a><a href="/docs/guide/a#nope">bad anchor</a>' +
      '<a href="/docs/missing">bad</a><a href="https://example.com/">external</a><a href="#here">self</a><h1 id="here">x</h1>' +
      '<script src="https://cdn.example.com/x.js"></script><link rel="stylesheet" href="/docs/static/css/site.css">' +
      '<link rel="canonical" href="https://example.org/docs/"><link rel="alternate" type="text/markdown" href="https://example.org/docs/index.md">' +
      '<a href="/docs/api/pkg/">package</a><a href="/elsewhere">outside the base</a>',
  );
  // A package page and its redirect page from the old address (plugins/redirects/), which no link reaches.
  mkdirSync(path.join(root, 'api/pkg'), { recursive: true });
  writeFileSync(path.join(root, 'api/pkg/index.html'), '<h1>pkg</h1>');
  writeFileSync(path.join(root, 'api/pkg/README.html'), '<meta http-equiv="refresh" content="0; url=/docs/api/pkg/">');
  writeFileSync(path.join(root, 'guide/index.html'), '<a href="a">relative</a>');
  writeFileSync(path.join(root, 'guide/a.html'), '<h2 id="top">Top</h2>');
  writeFileSync(path.join(root, 'orphan.html'), '<p>nobody links here</p>');
  writeFileSync(path.join(root, '404.html'), '<p>404</p>');
}

describe('the crawler', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'crawl-'));
    tinySite(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a broken link, a missing anchor and an orphan page, and skips redirect pages and 404.html', () => {
    const report = crawl(root, '/docs/');
    expect(report.crawled.sort()).toEqual(['/docs/', '/docs/api/pkg/', '/docs/guide/', '/docs/guide/a']);
    expect(report.broken.map((p) => p.href).sort()).toEqual(['/docs/guide/a#nope', '/docs/missing', '/elsewhere']);
    expect(report.broken.find((p) => p.href === '/docs/guide/a#nope')?.why).toBe('no element with id "nope" on /docs/guide/a');
    expect(report.unreachable).toEqual(['/docs/orphan']);
    expect(report.externalLinks).toBe(1);
    expect(report.anchorsChecked).toBe(3);
  });

  it('finds a foreign script, but not canonical/alternate links or same-site CSS urls', () => {
    expect(foreignLoads(root)).toEqual(['index.html: https://cdn.example.com/x.js']);
  });

  it('finds a link that leaves the base path', () => {
    expect(linksOutsideBase(root, '/docs/')).toEqual(['index.html: /elsewhere']);
  });
});
