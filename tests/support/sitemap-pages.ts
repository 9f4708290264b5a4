/**
 * The pages a built site lists in its sitemap.xml, as paths to open, and those paths dealt into a few even
 * shares for tests that run side by side. Pure.
 */

/**
 * The `<loc>` addresses of a sitemap as paths under the public base it was written for, without the leading
 * slash, the way `at()` takes them: `https://a.example/docs/api/` with base `https://a.example/docs/` → `api/`.
 * An address outside the base is an error (the sitemap was written for another site).
 */
export function sitemapPaths(xml: string, publicBase: string): string[] {
  const base = new URL(publicBase);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replace(/&amp;/g, '&'));
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) throw new Error(`${loc} is not under ${publicBase}`);
    return url.pathname.slice(base.pathname.length);
  });
}

/**
 * `items` dealt round-robin into `count` shares (the first gets items 0, count, 2·count…), so neighbouring pages,
 * which tend to be alike in size, spread over every share. Every share is returned, even an empty one.
 */
export function deal<T>(items: readonly T[], count: number): T[][] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`cannot deal into ${count} shares`);
  const shares: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, i) => shares[i % count].push(item));
  return shares;
}
