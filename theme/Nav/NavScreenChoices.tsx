/**
 * The phone menu's language and version choosers, as Rspress renders them for a site with one language and
 * no versions, which this site is: nothing (Rspress's render `null` for fewer than two choices). Swapped in for
 * Rspress's modules (plugins/theme-modules/index.ts) so their code and styles leave every page's first load;
 * tests/unit/rspress-internals.test.ts fails when the site gains languages or versions.
 */
export function NavScreenLangs(): null {
  return null;
}

export function NavScreenVersions(): null {
  return null;
}
