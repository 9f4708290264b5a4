/**
 * npx tsx scripts/check-version-site.ts [--dir doc_build] [--docs docs]
 * Holds a built two-version site (main beside the npm releases) to what its reader must never meet, from the served
 * HTML (under DOCS_BASE, as the deploy builds it) and the generated markdown: an internal link or anchor that leads
 * nowhere (every page, also those the crawl from home does not reach); a version mark printed twice on a page or in a
 * list row; a base class `unknown`, or another symbol's comment or "Extended by" on the wallet classes and blake2b;
 * names main still exports listed as removed; the all-items page counted as an export; two comparisons on a package
 * page that could disagree. Exits 1 on any. With scripts/check-version-facts.ts (the change pages, counts and marks
 * against the declarations), it is what the deploy checks before it publishes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { crawl, resolveFile, ORIGIN } from '../tests/support/crawler';
import { htmlFiles, servedPath } from '../tests/support/built-site';
import { scanHtml } from '../tests/support/html-scan';
import { options as siteOptions } from '../config/options';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'doc_build' }, docs: { type: 'string', default: 'docs' } } });
const root = path.resolve(values.dir!);
const docsDir = path.resolve(values.docs!);
const base = siteOptions.base();

const fails: string[] = [];
const files = htmlFiles(root);
const text = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
const plain = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

// 1. Every internal href of every HTML file resolves (crawl from home, then the pages the crawl did not reach).
const report = crawl(root, base);
let extra = 0;
const seen = new Set(report.crawled);
for (const rel of files) {
  const served = servedPath(base, rel);
  if (seen.has(served) || rel === '404.html') continue;
  for (const href of scanHtml(text(rel)).hrefs) {
    if (/^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, ORIGIN + served);
    if (url.origin !== ORIGIN) continue;
    extra++;
    const target = resolveFile(root, base, url.pathname);
    if ('why' in target) report.broken.push({ page: served, href, why: target.why });
  }
}
console.log(`links: ${files.length} html files, ${report.crawled.length} crawled from home, ${report.linksChecked + extra} internal links checked (${report.anchorsChecked} anchors), broken ${report.broken.length}, unreachable ${report.unreachable.length}`);
for (const b of report.broken.slice(0, 20)) console.log(`  broken: ${b.page} -> ${b.href}: ${b.why}`);
if (report.broken.length) fails.push('broken links');

// 2. No mark printed twice: on symbol pages, and in package-list rows.
const api = files.filter((f) => /^(npm\/)?api\//.test(f));
const twice: string[] = [];
for (const rel of api) {
  const html = text(rel);
  const symbolPage = !/(^|\/)(changes|all|index)\.html$/.test(rel);
  const body = plain(html);
  for (const mark of ['only on main', 'removed on main', 'changed since npm', 'not compared with npm']) {
    if (symbolPage && body.split(mark).length > 2) twice.push(`${rel}: "${mark}" ${body.split(mark).length - 1}x`);
  }
  for (const row of html.match(/<tr[\s\S]*?<\/tr>/g) ?? []) {
    const r = plain(row);
    for (const mark of ['only on main', 'removed on main']) if (r.split(mark).length > 2) twice.push(`${rel}: a row with "${mark}" twice`);
  }
}
console.log(`marks: ${api.length} API pages read, ${twice.length} with a mark printed twice`);
for (const t of twice.slice(0, 10)) console.log(`  ${t}`);
if (twice.length) fails.push('marks twice');

// 3. The three wrong relations.
const rel3: string[] = [];
for (const rel of api) {
  const html = text(rel);
  if (/<span class="pt-sig-k">extends<\/span> <span class="pt-sig-t">(?:<a [^>]*>)?unknown</.test(html) || /Extends\s*(<[^>]+>\s*)*unknown/.test(html)) rel3.push(`${rel}: extends unknown`);
}
for (const v of ['', 'npm/']) {
  for (const cls of ['PactWalletConnect', 'PactWalletSelector']) {
    const rel = `${v}api/wallet-ui/classes/${cls}.html`;
    if (!files.includes(rel)) continue;
    const body = plain(text(rel));
    if (/blake2b/i.test(body)) rel3.push(`${rel}: mentions blake2b`);
    if (!/LitElement/.test(body)) rel3.push(`${rel}: no LitElement base`);
  }
  const b = `${v}api/crypto/variables/blake2b.html`;
  if (files.includes(b) && /Extended by|PactWallet/.test(plain(text(b)))) rel3.push(`${b}: lists wallet classes`);
}
console.log(`relations: ${rel3.length} wrong`);
for (const t of rel3.slice(0, 10)) console.log(`  ${t}`);
if (rel3.length) fails.push('relations');

// 4. Not removed / not an export / two comparisons (read from the generated markdown, by section).
const md = (rel: string) => { try { return readFileSync(path.join(docsDir, rel), 'utf8'); } catch { return ''; } };
const section = (text: string, title: string) => (text.split(/^## /m).find((part) => part.startsWith(title)) ?? '');
const prelude = md('api/prelude/changes.md');
for (const name of ['chainWebPrelude', 'marmaladePrelude']) {
  const removed = section(prelude, 'Removed on main').includes(name);
  console.log(`prelude changes: ${name} ${removed ? 'LISTED AS REMOVED' : 'not listed as removed'}; under Changed: ${section(prelude, 'Changed').includes(name)}`);
  if (removed) fails.push(`${name} removed`);
}
let allExports = 0;
for (const rel of files.filter((f) => /^api\/[^/]+\/changes\.html$/.test(f))) {
  const page = md(rel.replace(/\.html$/, '.md'));
  if (/### `all`/.test(page) || /\[`all`\]/.test(section(page, 'Added on main'))) { allExports++; console.log(`  "all" as an export: ${rel}`); }
}
console.log(`change pages listing the all-items page "all" as an export: ${allExports}`);
if (allExports) fails.push('all as export');
let mismatched = 0;
for (const rel of files.filter((f) => /^api\/[^/]+\/index\.html$/.test(f))) {
  const page = plain(text(rel));
  const counts = [...page.matchAll(/(\d+) added on main/g)].map((m) => m[1]);
  const second = [...page.matchAll(/(\d+) of the (\d+) names/g)];
  if (new Set(counts).size > 1 || second.length) { mismatched++; console.log(`  two comparisons: ${rel}: ${counts.join(',')} ${second.map((m) => m[0]).join(' ')}`); }
}
console.log(`package pages with two comparisons that could disagree: ${mismatched}`);
if (mismatched) fails.push('two comparisons');
const nodeModules = api.filter((rel) => /node_modules/.test(plain(text(rel))));
console.log(`(noticed) API pages printing node_modules: ${nodeModules.length} ${nodeModules.slice(0, 6).join(', ')}`);

console.log(fails.length ? `FAILED: ${fails.join(', ')}` : 'all checks passed');
process.exit(fails.length ? 1 : 0);
