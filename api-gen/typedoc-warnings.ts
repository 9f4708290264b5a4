/**
 * What api-gen says about TypeDoc's warnings: one line per package for the re-exports it leaves out (instead of a
 * line per name), and none for the warning our own source links make untrue. cli.ts prints what is left.
 */

/** TypeDoc's complaint (logged as an error, conversion goes on) when git is off and no link template is set: true of TypeDoc alone, not when we write the links. */
const NO_TEMPLATE_WARNING = /^disableGit is set, but sourceLinkTemplate is not/;

/**
 * TypeDoc's warnings or errors worth printing. In a registry build ("files": the published tarballs' files on a CDN)
 * api-gen writes every "Defined in" link itself after conversion (registry-source.ts `pinSourceUrls`), so TypeDoc's
 * message that it cannot make them is dropped there; it stays for any other source mode, where links would be missing.
 */
export function reportedWarnings(warnings: readonly string[], sourcesKind: 'none' | 'files' | 'link'): string[] {
  return warnings.filter((w) => !(sourcesKind === 'files' && NO_TEMPLATE_WARNING.test(w)));
}

/** One warning per package for the re-exports left out of the reference because their types are not available. */
export function leftOutWarnings(leftOut: readonly { module: string; name: string }[]): string[] {
  const byModule = new Map<string, string[]>();
  for (const { module, name } of leftOut) byModule.set(module, [...(byModule.get(module) ?? []), name]);
  return [...byModule].map(
    ([module, names]) =>
      `${module} re-exports ${names.length === 1 ? names[0] : `${names.length} names (${names.join(', ')})`} from a module whose types are not available (a dependency published without them); ${names.length === 1 ? 'it is' : 'they are'} left out of the reference`,
  );
}
