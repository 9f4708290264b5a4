/**
 * The Content-Security-Policy of one page, as the text of a `<meta http-equiv>`. Pure.
 *
 * Only what the site itself serves may load: its scripts, its inline scripts by hash, its styles (inline styles
 * too: React and Rspress set `style` attributes), images and fonts (also `data:` URLs, used by the theme's CSS),
 * and requests to itself plus a remote search service when one is configured. `frame-ancestors` is not here: a
 * `<meta>` policy cannot carry it, and readers embed pages in frames, which nothing here forbids.
 */

export interface PolicyInput {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** Further origins the page may send requests to (the remote search service), e.g. `https://search.example.com`. */
  connectOrigins?: readonly string[];
}

/** The policy as `directive sources; directive sources`, in a fixed order so builds are byte-identical. */
export function contentSecurityPolicy({ scriptHashes, connectOrigins = [] }: PolicyInput): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...new Set(connectOrigins)]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The origin a remote search URL sends its requests to, when that is not this site: `https://a.example/api` →
 * `https://a.example`; a path on this site (`/api/search`) or no URL → undefined ('self' covers it).
 */
export function searchOrigin(apiUrl: string | undefined): string | undefined {
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) return undefined;
  return new URL(apiUrl).origin;
}
