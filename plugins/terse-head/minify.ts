/**
 * The page head's inline scripts, minified (build time only). Rspress's theme script, the chrome switches,
 * the early search keys and paint-first's loader are written into every page's `<head>` as readable source:
 * about 3.2 KB a page, 1.25 MB over the site. The same code minified by the bundler's own minifier (SWC, as
 * Rsbuild minifies the site's scripts) is about 1.1 KB smaller a page and does the same.
 */
import { rspack } from '@rsbuild/core';
import type { Tag } from '../../lib/html-tag';

export type { Tag };

/** Minifies one inline script; throws with the script's start when it does not parse. */
export function minifyScript(code: string): string {
  try {
    return rspack.experiments.swc.minifySync(code, { compress: true, mangle: true, module: false, format: { comments: false } }).code.replace(/;?\n?$/, '');
  } catch (error) {
    throw new Error(`terse-head: an inline <head> script does not parse, so it cannot be minified (${(error as Error).message.split('\n')[0]}): ${code.slice(0, 80)}…`);
  }
}

/** Whether a tag is an inline script: a `<script>` with source text and no `src`. */
export const isInlineScript = (tag: Tag): boolean => tag.tag === 'script' && typeof tag.children === 'string' && tag.children.trim() !== '' && tag.attrs?.src == null;

/** The tags with every inline script minified (each distinct source once); other tags as they are. */
export function minifiedTags(tags: readonly Tag[], minify: (code: string) => string = minifyScript): Tag[] {
  const done = new Map<string, string>();
  return tags.map((tag) => {
    if (!isInlineScript(tag)) return tag;
    const code = tag.children!;
    if (!done.has(code)) done.set(code, minify(code));
    return { ...tag, children: done.get(code) };
  });
}
