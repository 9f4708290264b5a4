/**
 * Reading and rewriting Rspress's generated site-data module (pure; index.ts
 * applies it in the browser build). Rspress writes `export default {…JSON…}`;
 * by the time our transform sees it the compiler may have added to it: a
 * source-map comment in `rspress build`, React Refresh's registration code after
 * the object in `rspress dev`. The object is read up to its closing brace and
 * whatever follows is kept as it is, so the dev server's hot reload still works.
 */

export interface SiteDataModule {
  siteData: Record<string, unknown>;
  /** The code after the object (and its semicolon), kept unchanged. */
  rest: string;
}

const HEAD = /^\s*export default\s*(?=\{)/;

/** Index just past the `}` that closes the object starting at `start` (a `{`), or -1. Skips JSON strings. */
function objectEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"') {
      for (i++; i < code.length && code[i] !== '"'; i++) if (code[i] === '\\') i++;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The site data and the code after it; throws `error()`'s message when the module has another shape. */
export function readSiteDataModule(code: string, error: () => string): SiteDataModule {
  const head = HEAD.exec(code);
  const end = head ? objectEnd(code, head[0].length) : -1;
  if (!head || end < 0) throw new Error(error());
  let siteData: Record<string, unknown>;
  try {
    siteData = JSON.parse(code.slice(head[0].length, end)) as Record<string, unknown>;
  } catch {
    throw new Error(error());
  }
  return { siteData, rest: code.slice(end).replace(/^\s*;/, '') };
}

/** The module again, with `siteData` in place of the object and the code after it unchanged. */
export function writeSiteDataModule({ siteData, rest }: SiteDataModule): string {
  return `export default ${JSON.stringify(siteData)};${rest.startsWith('\n') ? '' : '\n'}${rest}`;
}
