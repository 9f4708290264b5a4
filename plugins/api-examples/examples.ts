/**
 * The `@example` blocks of a generated API page and the code that compiles
 * one: TypeDoc writes an `@example` tag as a heading ("## Example",
 * "### Examples") or, inside a member, a bold line ("**Example**"), followed
 * by the tag's text; its code fences are the examples. An example uses the
 * package it documents without importing it, so a hidden preamble imports the
 * package's exports the example names and does not declare itself. Pure.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { CheckedLang } from '../samples/fences';

/** The fence languages of examples, as the sample check names them. */
const LANGS: Record<string, CheckedLang> = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js' };

export const exampleLang = (lang: string | null | undefined): CheckedLang | undefined => LANGS[lang ?? ''];

const TITLE = /^examples?$/i;

/** The text of a node and its children. */
const textOf = (node: RootContent): string => ('value' in node ? String(node.value) : 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : '');

/** Whether a node opens an example block: a heading or a paragraph of one bold "Example(s)". */
function opensExample(node: RootContent): boolean {
  if (node.type === 'heading') return TITLE.test(textOf(node).trim());
  if (node.type !== 'paragraph' || node.children.length !== 1 || node.children[0].type !== 'strong') return false;
  return TITLE.test(textOf(node).trim());
}

/** Whether a node ends an example block: any heading, a bold title line, raw HTML (the page's own labels), a rule. */
function endsExample(node: RootContent): boolean {
  if (node.type === 'heading' || node.type === 'html' || node.type === 'thematicBreak') return true;
  return node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'strong';
}

/** The code fences of every example block of a page, in page order (other languages left out). */
export function exampleFences(tree: Root): Code[] {
  const out: Code[] = [];
  const walk = (children: readonly RootContent[]) => {
    let inside = false;
    for (const node of children) {
      if (opensExample(node)) inside = true;
      else if (endsExample(node)) inside = false;
      else if (inside && node.type === 'code' && exampleLang(node.lang)) out.push(node);
      else if (!inside && 'children' in node && node.type !== 'paragraph') walk(node.children as RootContent[]);
    }
  };
  walk(tree.children);
  return out;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Code without comments and string literals, so only names the code uses remain (roughly: enough to pick imports). */
function codeWords(code: string): Set<string> {
  const bare = code
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/(["'])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
  return new Set(bare.match(IDENTIFIER) ?? []);
}

/** Names the example brings in or declares itself: its own imports, and top-level `const`/`function`/`class`/… names. */
export function ownNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/^\s*import\s+(?:type\s+)?([^'";]*?)\s+from\s/gm)) {
    for (const word of m[1].replace(/\b\w+\s+as\s+/g, '').match(IDENTIFIER) ?? []) if (word !== 'type') names.add(word);
  }
  for (const m of code.matchAll(/^(?:export\s+)?(?:declare\s+)?(?:const|let|var|function\*?|async\s+function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
  return names;
}

/**
 * The hidden preamble of an example of `moduleName`: one import of the exports it names and does not bring in
 * itself, and `export {}`, so the example compiles as a module (as in a reader's project: top-level `await` allowed).
 */
export function importPreamble(code: string, moduleName: string, exportNames: Iterable<string>): string {
  const words = codeWords(code);
  const own = ownNames(code);
  const wanted = [...new Set(exportNames)].filter((n) => words.has(n) && !own.has(n)).sort();
  return `${wanted.length ? `import { ${wanted.join(', ')} } from ${JSON.stringify(moduleName)};\n` : ''}export {};\n`;
}

/** The code the checker compiles: the preamble hidden above `// ---cut---`, the example as written below it. */
export function exampleSource(code: string, preamble: string): string {
  return `${preamble}// ---cut---\n${code}`;
}
