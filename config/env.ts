/**
 * Reads the build's environment variables into plain values. Pure: pass the
 * environment in, get settings out, so the rules are unit tested.
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
