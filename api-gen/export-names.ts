/**
 * The names a package's entry point exports, read with the TypeScript checker
 * (`export *` chains and re-exports from other packages followed). The same
 * reading serves the toolkit's main (from TypeDoc's program) and the published
 * packages (from their declaration files), so the two lists compare like for like.
 */
import ts from 'typescript';

/** The names `entry` exports in `program` (sorted); undefined when the program does not hold the file. */
export function moduleExportNames(program: ts.Program, entry: string): string[] | undefined {
  const file = program.getSourceFile(entry);
  if (!file) return undefined;
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(file);
  if (!symbol) return [];
  return checker
    .getExportsOfModule(symbol)
    .map((s) => s.getName())
    .filter((name) => name !== 'default' && name !== '__esModule')
    .sort();
}

/** Export names of several entries in one program: package name → names (a package whose entry the program lacks is left out). */
export function exportNamesOf(entries: readonly { name: string; entry: string }[], compilerOptions: ts.CompilerOptions): Record<string, string[]> {
  const program = ts.createProgram(
    entries.map((e) => e.entry),
    { ...compilerOptions, noEmit: true, skipLibCheck: true },
  );
  const out: Record<string, string[]> = {};
  for (const { name, entry } of entries) {
    const names = moduleExportNames(program, entry);
    if (names) out[name] = names;
  }
  return out;
}

/** Compiler options as api-gen writes them in JSON ("ES2022", "Bundler") → TypeScript's enum values. */
export function parsedCompilerOptions(options: Record<string, unknown>): ts.CompilerOptions {
  return ts.convertCompilerOptionsFromJson(options, '/').options;
}

/** Export names of each package's entry in the programs TypeDoc built (the first program holding the entry answers). */
export function exportNamesInPrograms(programs: readonly ts.Program[], packages: readonly { name: string; entry: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { name, entry } of packages) {
    for (const program of programs) {
      const names = moduleExportNames(program, entry);
      if (names) {
        out[name] = names;
        break;
      }
    }
  }
  return out;
}
