/**
 * The redirect map (config/redirects.json) expanded into concrete redirects,
 * checked, and turned into static pages. Pure.
 */
import { API_ROUTE, apiRootOf, packageOfRoute } from '../../api-gen/layout';
import { absoluteUrl, type SiteUrl } from '../../config/env';

export interface RedirectRule {
  from: string;
  to: string;
  why?: string;
}

export interface Redirect {
  from: string;
  to: string;
}

export class RedirectError extends Error {}

const PLACEHOLDER = '{pkg}';

/** Each rule once, or once per package when it uses `{pkg}`; validated. */
export function expandRedirects(rules: readonly RedirectRule[], packages: readonly string[]): Redirect[] {
  const out: Redirect[] = [];
  for (const rule of rules) {
    for (const key of ['from', 'to'] as const) {
      if (typeof rule[key] !== 'string' || !rule[key].startsWith('/')) {
        throw new RedirectError(`config/redirects.json: "${key}" of ${JSON.stringify(rule)} must be a site path starting with "/" (without the base path), e.g. "/api/network/".`);
      }
    }
    if (rule.from.endsWith('/')) {
      throw new RedirectError(`config/redirects.json: "from": "${rule.from}" ends in "/"; a redirect page is a file: write the old address without the trailing slash.`);
    }
    const names = rule.from.includes(PLACEHOLDER) || rule.to.includes(PLACEHOLDER) ? packages : [undefined];
    for (const name of names) {
      const fill = (p: string) => (name === undefined ? p : p.split(PLACEHOLDER).join(name));
      out.push({ from: fill(rule.from), to: fill(rule.to) });
    }
  }
  const seen = new Set<string>();
  for (const { from } of out) {
    if (seen.has(from)) throw new RedirectError(`config/redirects.json: "${from}" is redirected twice: keep one entry for it.`);
    seen.add(from);
  }
  return out;
}

/**
 * Checks the map against the built routes: a redirect must not hide a real
 * page, and must land on one. Returns one message per problem.
 */
export function redirectProblems(redirects: readonly Redirect[], routes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { from, to } of redirects) {
    if (routes.has(from)) problems.push(`config/redirects.json: "${from}" is a page of the site; remove its redirect or the page.`);
    if (!routes.has(to.split('#')[0])) problems.push(`config/redirects.json: "${from}" points at "${to}", which is not a page of the site; fix "to" (a route such as "/api/network/").`);
  }
  return problems;
}

/** The packages of the built API reference: every `/api/<name>/` route (the default version's: old addresses never named /npm/api/). */
export function apiPackages(routes: Iterable<string>): string[] {
  return [...routes].flatMap((route) => (apiRootOf(route) === API_ROUTE ? (packageOfRoute(route) ?? []) : [])).sort();
}

/** The file a redirect page is written to: `/api/network/README` → `api/network/README.html`. */
export function redirectFile(from: string): string {
  return `${from.replace(/^\//, '')}.html`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page that sends the reader on without JavaScript (meta refresh), keeps the
 * `#anchor` with it, names the new address for search engines (canonical) and
 * offers a link for the rare browser that does neither.
 */
export function redirectPage(redirect: Redirect, base: string, site: SiteUrl, lang: string): string {
  const target = base + redirect.to.replace(/^\//, '');
  const href = escapeHtml(target);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<title>Page moved</title>',
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(absoluteUrl(site, redirect.to))}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')} + location.search + location.hash)</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
