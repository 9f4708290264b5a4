/**
 * A "Defined in" link for every export, also for names a package re-exports
 * from a library without types (`export { blake2b } from "blakejs"`): TypeDoc
 * follows the alias into the library, finds no declaration it can read and
 * records no source. Such an export is linked to the statement in the package
 * that exports it, read from the TypeScript program.
 */
import path from 'node:path';
import { SourceReference, type DeclarationReflection, type NormalizedPath, type ProjectReflection } from 'typedoc';
import type ts from 'typescript';

export interface ExportPlace {
  file: string;
  /** 1-based, as links count lines. */
  line: number;
  character: number;
}

/** Where each name of a module is exported from, by the statement that exports it (the alias, not its target). */
export function exportPlaces(program: ts.Program, entry: string): Map<string, ExportPlace> {
  const places = new Map<string, ExportPlace>();
  const sourceFile = program.getSourceFile(entry);
  const checker = program.getTypeChecker();
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return places;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    const file = declaration.getSourceFile();
    const { line, character } = file.getLineAndCharacterOfPosition(declaration.getStart(file));
    places.set(symbol.name, { file: file.fileName, line: line + 1, character });
  }
  return places;
}

/** Whether a reflection has a source inside `root` (its package). */
function hasSourceIn(reflection: DeclarationReflection, root: string): boolean {
  const inside = path.resolve(root) + path.sep;
  const sources = [...(reflection.sources ?? []), ...(reflection.signatures ?? []).flatMap((s) => s.sources ?? [])];
  return sources.some((s) => path.resolve(s.fullFileName).startsWith(inside));
}

/**
 * Gives each export of each package module that has no source inside its package the place the package
 * exports it, with the URL `urlOf` names. `basePath` is what shown file names are relative to.
 */
export function linkExportStatements(
  project: ProjectReflection,
  packages: { name: string; entry: string; root: string }[],
  programs: readonly ts.Program[],
  basePath: string,
  urlOf: (file: string, line: number) => string | undefined,
): void {
  for (const module of project.children ?? []) {
    const pkg = packages.find((p) => p.name === module.name);
    const program = pkg && programs.find((p) => p.getSourceFile(pkg.entry));
    if (!pkg || !program) continue;
    let places: Map<string, ExportPlace> | undefined;
    for (const child of module.children ?? []) {
      if (hasSourceIn(child, pkg.root)) continue;
      places ??= exportPlaces(program, pkg.entry);
      const place = places.get(child.name);
      if (!place || !path.resolve(place.file).startsWith(path.resolve(pkg.root) + path.sep)) continue;
      const shown = path.relative(basePath, place.file).split(path.sep).join('/') as NormalizedPath;
      const source = new SourceReference(shown, place.line, place.character);
      source.fullFileName = place.file as NormalizedPath;
      source.url = urlOf(place.file, place.line);
      child.sources = [source];
    }
  }
}

/** A link template (`…/blob/<ref>/{path}#L{line}`) as a function of a file and a line. */
export function templateUrl(template: string, basePath: string): (file: string, line: number) => string {
  return (file, line) => template.replace('{path}', path.relative(basePath, file).split(path.sep).join('/')).replace('{line}', String(line));
}
