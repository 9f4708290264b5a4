/**
 * The release's source pages: one light static HTML page per TypeScript file
 * of a published package, its text from the package's source maps
 * (./release-sources.ts), every line with an anchor (`#L42`), so "Defined in"
 * of a registry build opens the source of the version documented and stays on
 * this site. Written by api-gen into docs/api/_source/; plugins/source-pages/
 * puts them at /src/<package>/<path> in the build (and serves them in dev).
 * Pure apart from writeSourcePages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTE, packageRoute } from './layout';
import { fullName } from './packages';
import type { ReleaseFile } from './release-sources';

export { isSourcePageHref, sourcePageHref, sourceRoute } from './source-routes';

/** The folder of docs/api the pages are written to (not a route: Rspress reads no `.html` from docs/). */
export const SOURCE_PAGES_DIR = '_source';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/** The theme the reader chose on the site (Rspress's key), before paint; the OS preference otherwise. */
const THEME_SCRIPT =
  "try{var t=localStorage.getItem('rspress-theme-appearance'),d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.className=d?'dark':'light'}catch(e){}";

const STYLE = `:root{color-scheme:light;--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--mark:#fff8c5;--link:#0b66c3}
html.dark{color-scheme:dark;--bg:#1b1b1f;--fg:#e6e6e6;--muted:#a0a3ab;--line:#3a3a40;--mark:#4a4215;--link:#7ab7ff}
@media (prefers-color-scheme:dark){html:not(.light){color-scheme:dark;--bg:#1b1b1f;--fg:#e6e6e6;--muted:#a0a3ab;--line:#3a3a40;--mark:#4a4215;--link:#7ab7ff}}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
header{padding:12px 16px;border-bottom:1px solid var(--line)}
header p{margin:4px 0 0;color:var(--muted);font-size:13px}
h1{margin:0;font-size:16px;font-weight:600;overflow-wrap:anywhere}
a{color:var(--link)}
pre{margin:0;padding:8px 0 24px;overflow-x:auto;font:13px/1.55 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;tab-size:2}
pre:focus-visible{outline:2px solid var(--link);outline-offset:-2px}
pre i{display:block;font-style:normal;padding-right:16px;white-space:pre}
pre i:target{background:var(--mark)}
pre i>a{display:inline-block;width:4.5ch;padding:0 1.5ch 0 1ch;text-align:right;color:var(--muted);text-decoration:none;user-select:none}
pre i>a:hover{color:var(--link)}`;

export interface SourcePage {
  file: ReleaseFile;
  /** The source pages' route ("/src/"): links back to the API reference are relative to it, so any base path works. */
  route: string;
  /** The API reference's route ("/api/"). */
  apiRoute?: string;
}

/** One source page's HTML. */
export function sourcePageHtml({ file, route, apiRoute = API_ROUTE }: SourcePage): string {
  const { pkg, path: rel, content } = file;
  // From /src/<pkg>/<dirs…>/<file> back to the site's root.
  const depth = route.split('/').filter(Boolean).length + 1 + rel.split('/').length - 1;
  const up = '../'.repeat(depth);
  const apiPage = `${up}${packageRoute(pkg.name).slice(1).replace(/^api\//, apiRoute.slice(1))}`;
  const lines = content.replace(/\n$/, '').split('\n');
  const body = lines.map((text, i) => `<i id="L${i + 1}"><a href="#L${i + 1}" tabindex="-1">${i + 1}</a>${escapeHtml(text)}</i>`).join('');
  const name = fullName(pkg.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(rel)} · ${escapeHtml(name)} ${escapeHtml(pkg.version)} source</title>
<meta name="description" content="${escapeAttr(`The TypeScript source of ${rel} in ${name} ${pkg.version}, as published on npm.`)}">
<script>${THEME_SCRIPT}</script>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(rel)}</h1>
<p><a href="${escapeAttr(apiPage)}">${escapeHtml(name)}</a> ${escapeHtml(pkg.version)} on npm · the source of that release, from its source maps · <a href="${escapeAttr(up)}">Pact Toolbox docs</a></p>
</header>
<main>
<pre tabindex="0" aria-label="${escapeAttr(`${rel}, ${lines.length} lines`)}"><code>${body}</code></pre>
</main>
</body>
</html>
`;
}

/** The file a source page is written to, inside the source pages' folder: "transaction/src/builder.ts.html". */
export function sourcePageFile(pkg: string, file: string): string {
  return path.join(pkg, ...file.split('/')) + '.html';
}

/** Writes every file's page into `dir` (docs/api/_source); returns how many. */
export function writeSourcePages(dir: string, files: readonly ReleaseFile[], route: string, apiRoute: string = API_ROUTE): number {
  for (const file of files) {
    const target = path.join(dir, sourcePageFile(file.pkg.name, file.path));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, sourcePageHtml({ file, route, apiRoute }));
  }
  return files.length;
}
