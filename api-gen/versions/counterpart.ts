/**
 * Where the version menu takes a reader: the same page in the other version when it has one, the same symbol under
 * another kind folder when its kind changed, else that package's page (or the reference's index) with one line
 * saying why. Pure: routes are site routes without the base ("/npm/api/signers/type-aliases/MessageSigner").
 */
import type { VersionInfo, VersionsData } from './data';
import { symbolOfPath } from './page-facts';
import { CHANGES_PAGE, ERRORS_DIR, errorsPackageFile, errorsPageOf } from '../layout';

export interface Landing {
  route: string;
  /** Why the reader lands elsewhere than the same page, for the line the target page shows. */
  reason?: string;
}

/** The version a route belongs to, and its path inside that version's tree ("signers/type-aliases/MessageSigner"). */
export function locate(route: string, versions: readonly VersionInfo[]): { version: VersionInfo; path: string } | undefined {
  const version = [...versions].sort((a, b) => b.root.length - a.root.length).find((v) => route.startsWith(v.root));
  if (!version) return undefined;
  const rest = route.slice(version.root.length).replace(/\/$/, '/index').replace(/^$/, 'index');
  return { version, path: rest };
}

const versionName = (version: VersionInfo, data: VersionsData, pkg: string) => (version.id === 'npm' ? `npm ${data.npmVersions[pkg] ?? ''}`.trim() : version.label);

export function counterpart(route: string, targetId: VersionInfo['id'], data: VersionsData): Landing {
  const target = data.versions.find((v) => v.id === targetId);
  const here = locate(route, data.versions);
  if (!target) throw new Error(`No version "${targetId}" in the versions data`);
  if (!here) return { route: target.root };
  const pages = new Set(data.pages[target.id]);
  const toRoute = (path: string) => `${target.root}${path.replace(/(^|\/)index$/, '$1')}`;
  if (here.path === 'index' || pages.has(here.path)) return { route: toRoute(here.path) };
  // The error reference: a package's messages in the other version (its first page when the part is not there),
  // else the reference's index, saying why.
  if (here.path === ERRORS_DIR) return { route: toRoute(ERRORS_DIR) };
  const errors = errorsPageOf(here.path);
  if (errors) {
    const first = errorsPackageFile(errors.packageName).replace(/\.md$/, '');
    if (pages.has(first)) return { route: toRoute(first), reason: `The messages of @pact-toolbox/${errors.packageName} take fewer pages in ${versionName(target, data, errors.packageName)}: this is the first.` };
    return { route: toRoute(ERRORS_DIR), reason: `@pact-toolbox/${errors.packageName} throws no messages in ${versionName(target, data, errors.packageName)}.` };
  }
  const { pkg, name } = symbolOfPath(here.path);
  // A name main removed, where another export does its job: that export's page (and member).
  const replacement = target.id === 'main' ? data.replacements?.[here.path] : undefined;
  if (replacement) {
    const [page, anchor] = replacement.target.split('#');
    if (pages.has(page)) return { route: `${toRoute(page)}${anchor ? `#${anchor}` : ''}`, reason: `\`${name}\` is not on main: \`${replacement.main}\` does its job there.` };
  }
  // A change page compares both versions: its counterpart is the package itself.
  if (here.path === `${pkg}/${CHANGES_PAGE}` && pages.has(`${pkg}/index`)) return { route: toRoute(`${pkg}/index`) };
  if (name) {
    const sameName = data.pages[target.id].find((p) => {
      const s = symbolOfPath(p);
      return s.pkg === pkg && s.name === name;
    });
    if (sameName) return { route: toRoute(sameName) };
  }
  const targetName = versionName(target, data, pkg);
  if (pages.has(`${pkg}/index`)) {
    const what = name ? `\`${name}\`` : 'This page';
    const reason = target.id === 'main' ? `${what} is not on main: it was removed after npm ${data.npmVersions[pkg] ?? ''}.`.replace(' .', '.') : `${what} is not in ${targetName}: it was added on main.`;
    return { route: toRoute(`${pkg}/index`), reason };
  }
  return { route: target.root, reason: `@pact-toolbox/${pkg} is not documented in ${targetName}.` };
}
