/**
 * Where a type name in a signature links when it has no page of its own here: TypeScript's own types (`Promise`,
 * `Uint8Array`, `Record`) to MDN or the TypeScript handbook (the table in api-gen/lib-type-links.json), and a type
 * from a package the reference does not document (`ChainId` from `@pact-toolbox/types`) to its definition, written
 * out at the end of the page that uses it. Pure but for reading the declaration file.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import table from './lib-type-links.json';

export const LIB_TYPE_LINKS: Readonly<Record<string, string>> = table.links;

/** The packages whose types are TypeScript's own (its lib files). */
const LIB_PACKAGES = new Set(['typescript']);

/** The reference page of one of TypeScript's own types, or undefined for any other type or an unlisted one. */
export function libTypeUrl(name: string, packageName: string | undefined): string | undefined {
  return packageName && LIB_PACKAGES.has(packageName) && Object.hasOwn(LIB_TYPE_LINKS, name) ? LIB_TYPE_LINKS[name] : undefined;
}

/** The id of a dependency type's definition on a page. */
export function dependencyAnchor(name: string): string {
  return `dep-${name.replace(/[^A-Za-z0-9_$-]/g, '-')}`;
}

export interface DependencyType {
  name: string;
  /** The package that declares it (`@pact-toolbox/types`). */
  packageName: string;
  /** Its declaration as written, without its doc comment; cut after `MAX_DEFINITION_LINES`. */
  text: string;
}

/** Lines of a definition shown on a page; a longer one ends with a line saying how many were left out. */
export const MAX_DEFINITION_LINES = 16;

const DECLARATION_KINDS = new Set([
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.EnumDeclaration,
]);

/** The text of the declaration named `name` that contains `pos` in a file's source, cut to the line limit; undefined when there is none. */
export function declarationText(source: string, fileName: string, pos: number, name: string): string | undefined {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (pos < node.pos || pos > node.end) return;
    if (DECLARATION_KINDS.has(node.kind) && (node as ts.DeclarationStatement).name?.getText(file) === name) found = node;
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) return undefined;
  const tidy = found.getText(file).split('\n');
  if (tidy.length <= MAX_DEFINITION_LINES) return tidy.join('\n');
  return [...tidy.slice(0, MAX_DEFINITION_LINES - 1), `  // … ${tidy.length - MAX_DEFINITION_LINES + 1} more lines`].join('\n');
}

const sources = new Map<string, string | undefined>();

/** The declaration of a dependency's type from its file, read once per file. */
export function readDeclaration(fileName: string, pos: number, name: string): string | undefined {
  if (!sources.has(fileName)) {
    try {
      sources.set(fileName, readFileSync(fileName, 'utf8'));
    } catch {
      sources.set(fileName, undefined);
    }
  }
  const source = sources.get(fileName);
  return source === undefined ? undefined : declarationText(source, fileName, pos, name);
}

/** The end of a page that uses types from packages without pages: each one's definition, where its links land. */
export function dependencySection(types: DependencyType[]): string {
  if (!types.length) return '';
  const entries = [...types]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => `<p class="pt-dep" id="${dependencyAnchor(t.name)}"><code>${t.name}</code> from <code>${t.packageName}</code>, which has no pages here:</p>\n\n\`\`\`ts\n${t.text}\n\`\`\``);
  return `<p class="pt-sig-label" role="heading" aria-level="2">Types from other packages</p>\n\n${entries.join('\n\n')}`;
}
