/**
 * The one line every API page carries to say which version of the toolkit it
 * documents: "main @ 823a06c" for a build from a checkout, "npm 0.1.0" for a
 * published package. Pure.
 */
import type { SourceVersion } from './source-ref';

export interface VersionContext {
  mode: 'registry' | 'workspace';
  /** Workspace mode: the version documented. */
  version?: SourceVersion;
}

/** The version a page documents, as pages name it; undefined for a registry build of a package npm does not have. */
export function documentedVersion(ctx: VersionContext, packageVersion: string | null): string | undefined {
  if (ctx.mode === 'registry') return packageVersion ? `npm ${packageVersion}` : undefined;
  return ctx.version?.label ?? 'main';
}

/** "Version: `main @ 823a06c`", with what a reader should know about it (unpinned links, the package's own number). */
export function versionLine(ctx: VersionContext, packageVersion: string | null): string {
  const version = documentedVersion(ctx, packageVersion);
  if (!version) return 'Version: none, the package is not published on npm.';
  const notes = [
    ctx.mode === 'workspace' && packageVersion ? `package version ${packageVersion}` : '',
    ctx.mode === 'workspace' && ctx.version && !ctx.version.pinned ? 'source links not pinned' : '',
  ].filter(Boolean);
  return `Version: \`${version}\`${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

/** The API index's line: one version for a build from a checkout, the table's versions for the npm packages. */
export function indexVersionLine(ctx: VersionContext): string {
  if (ctx.mode === 'registry') return 'Version: `npm`, each package as published at the version its row names.';
  return versionLine(ctx, null);
}
