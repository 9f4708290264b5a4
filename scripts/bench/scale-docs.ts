/**
 * The guide pages for a scale build: a copy of docs/ without the API reference (api-gen writes a synthetic one into
 * it), beside links to the project folders the pages import by relative path (`../../plugins/…`, `../theme/…`), so
 * those imports resolve from the copy as they do from docs/.
 */
import { cpSync, existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../tests/support/build-tree';

/** An MDX import statement at the start of a line, with a relative specifier. */
const RELATIVE_IMPORT = /^import\s[^\n]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
/** A fenced code block: the samples in it import from paths of the reader's project, not of this one. */
const FENCE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

/** The project's top-level folders outside docs/ that pages import from, given each page's path and text. */
export function importedTopFolders(root: string, docs: string, pages: { file: string; text: string }[]): string[] {
  const folders = new Set<string>();
  for (const { file, text } of pages) {
    for (const [, specifier] of text.replace(FENCE, '').matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      const fromRoot = path.relative(root, target);
      if (fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) {
        throw new Error(`${path.relative(root, file)} imports ${specifier}, outside the project: a scale build cannot link it.`);
      }
      if (!path.relative(docs, target).startsWith('..')) continue;
      folders.add(fromRoot.split(path.sep)[0]);
    }
  }
  return [...folders].sort();
}

/** Copies `root`/docs (less docs/api) to `dir`/docs and links what its pages import; returns the copy's path. */
export function copyDocsForScale(root: string, dir: string): string {
  const source = path.join(root, 'docs');
  // The generated reference (docs/api, and docs/npm in a two-version site) is not copied: the caller writes its own.
  const generated = [path.join(source, 'api'), path.join(source, 'npm')];
  const guide = (file: string) => generated.every((dir) => file !== dir && !file.startsWith(dir + path.sep));
  const docs = path.join(dir, 'docs');
  cpSync(source, docs, { recursive: true, filter: guide });
  const pages = filesUnder(source).filter((file) => guide(file) && /\.mdx?$/.test(file));
  for (const folder of importedTopFolders(root, source, pages.map((file) => ({ file, text: readFileSync(file, 'utf8') })))) {
    if (!existsSync(path.join(dir, folder))) symlinkSync(path.join(root, folder), path.join(dir, folder));
  }
  return docs;
}
