/**
 * A checkout with its dependencies installed: members a class inherits from a dependency (LitElement's, or the
 * `Error` statics `@types/node` adds) are defined in `node_modules/…`, the build machine's install, not the
 * toolkit's source. Their "Defined in" named that path and linked it on GitHub, where it does not exist; it is
 * dropped ("Inherited from" still names the owner). Not for a registry build, whose every file is under node_modules.
 */
import type { ProjectReflection } from 'typedoc';

/** A source file path inside an installed dependency. */
export const isDependencyFile = (file: string) => /(^|[\\/])node_modules[\\/]/.test(file);

/** Drops the dependency sources of every reflection; returns how many reflections changed. */
export function dropDependencySources(project: ProjectReflection): number {
  let changed = 0;
  for (const reflection of Object.values(project.reflections) as { sources?: { fileName: string }[] }[]) {
    const own = reflection.sources?.filter((s) => !isDependencyFile(s.fileName));
    if (!reflection.sources || own!.length === reflection.sources.length) continue;
    reflection.sources = own!.length ? own : undefined;
    changed++;
  }
  return changed;
}
