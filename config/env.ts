/**
 * The rules for the environment variables that can be wrong: a base path, a
 * site URL, an edit link. Pure, so they are unit tested; config/options.ts
 * reads the environment and applies them.
 */

export class ConfigError extends Error {}

/**
 * Normalises DOCS_BASE to the `/segment/` form Rspress expects.
 * `undefined`, `''` and `/` mean the site is served from the root.
 */
export function resolveBase(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '' || value === '/') return '/';
  const inner = value.replace(/^\/+|\/+$/g, '');
  if (!/^[A-Za-z0-9._~-]+$/.test(inner)) {
    throw new ConfigError(
      `DOCS_BASE="${raw}" is not a single path segment: use a value such as "/pact-toolbox/" (letters, digits, ".", "_", "~", "-"), or leave it unset to serve from "/".`,
    );
  }
  return `/${inner}/`;
}

/**
 * Reads a port (PORT, or `--port`; `name` says which the reader set): a whole number from 0 to 65535, 0 meaning any
 * free port.
 */
export function resolvePort(raw: string, name = 'PORT'): number {
  const value = raw.trim();
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError(`${name}="${raw}" is not a port: use a whole number from 1 to 65535 (e.g. 4173, the default), or 0 for any free port.`);
  }
  return port;
}

export interface EditLinkSetting {
  docRepoBaseUrl: string;
  text: string;
}

/**
 * The edit link is shown only when both its base URL and its text are set;
 * otherwise Rspress gets no editLink at all.
 */
export function resolveEditLink(baseUrl: string | undefined, text: string | undefined): EditLinkSetting | undefined {
  const url = baseUrl?.trim();
  const label = text?.trim();
  if (!url || !label) return undefined;
  return { docRepoBaseUrl: url.endsWith('/') ? url : `${url}/`, text: label };
}

/** The public URL a local build assumes when DOCS_SITE_URL is unset: where `npm run serve` serves it. */
export const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:4173';

export interface SiteUrl {
  /** Scheme, host and port, without a trailing slash: `https://kadena-community.github.io`. */
  origin: string;
  /** The site's home page, base path included, with a trailing slash: `https://kadena-community.github.io/pact-toolbox/`. */
  home: string;
}

/**
 * Reads DOCS_SITE_URL, the public address of the site, used wherever a page
 * must name itself absolutely (canonical links, link previews, sitemap,
 * llms.txt). It may be the origin alone (`https://example.org`, the base path
 * is added) or the origin with the base path (`https://example.org/docs/`).
 * Unset, a build names itself after `npm run serve`'s address.
 */
export function resolveSiteUrl(raw: string | undefined, base: string): SiteUrl {
  const value = (raw ?? '').trim() || DEFAULT_SITE_ORIGIN;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if (!/^https?:$/.test(url.protocol) || !url.host || url.search || url.hash) {
    throw new ConfigError(
      `DOCS_SITE_URL="${raw}" is not an http(s) address without query or fragment: use the public URL of the site, such as "https://kadena-community.github.io/pact-toolbox/", or leave it unset for local builds (${DEFAULT_SITE_ORIGIN}).`,
    );
  }
  const pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (pathname !== '/' && pathname !== base) {
    throw new ConfigError(
      `DOCS_SITE_URL="${raw}" ends in the path "${pathname}" but the site is built for the base path "${base}" (DOCS_BASE): give the origin alone ("${url.origin}") or "${url.origin}${base}".`,
    );
  }
  return { origin: url.origin, home: `${url.origin}${base}` };
}

/** The absolute address of a route (`/intro`, `/api/`) on the public site. */
export function absoluteUrl(site: SiteUrl, routePath: string): string {
  return site.home + routePath.replace(/^\//, '');
}
