/**
 * Text transforms that make generated markdown safe for Rspress. Rspress
 * compiles `.md` as markdown with raw HTML allowed, so a stray `<contractsDir>`
 * would become an HTML element and swallow what follows. All functions here are
 * pure and leave fenced and inline code untouched.
 */

import { headingSlug } from './anchors';

type Transform = (text: string) => string;

/**
 * Applies `transform` to the prose of a markdown document, never to fenced
 * code, and (unless `skipInlineCode` is false) never to inline code spans.
 */
export function mapProse(markdown: string, transform: Transform, skipInlineCode = true): string {
  const out: string[] = [];
  let fence: string | null = null;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) out.push(skipInlineCode ? mapInlineProse(prose.join('\n'), transform) : transform(prose.join('\n')));
    prose = [];
  };
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    } else if (marker) {
      flush();
      fence = marker;
      out.push(line);
    } else {
      prose.push(line);
    }
  }
  flush();
  return out.join('\n');
}

/** Splits a prose block on inline code spans and transforms only the text between them. */
function mapInlineProse(text: string, transform: Transform): string {
  let result = '';
  let index = 0;
  const span = /(`+)[\s\S]*?[^`]\1(?!`)|(`+)\2(?!`)/g;
  for (const match of text.matchAll(span)) {
    result += transform(text.slice(index, match.index)) + match[0];
    index = match.index! + match[0].length;
  }
  return result + transform(text.slice(index));
}

/** Escapes every `<` that is not an autolink (`<https://…>`) so it renders literally. */
export const escapeAngleBrackets: Transform = (text) =>
  text.replace(/<(?!https?:\/\/[^\s>]+>)/g, '&lt;');

/**
 * TypeDoc writes a reference to a member as two links, "[`Owner`](owner.md).[`member`](owner.md#member)".
 * The second one alone reads "start" or "get", which says nothing of its target (Lighthouse's
 * link-text audit flags it). Both point at the same page, so they become one link named by the
 * whole reference: "[`Owner.member`](owner.md#member)". Pairs pointing at two pages stay as they are.
 * Run it with mapProse(…, joinMemberLinks, false): the pattern spans inline code.
 */
export const joinMemberLinks: Transform = (text) =>
  text.replace(/\[`([^`[\]]+)`\]\(([^()\s]+)\)\.\[`([^`[\]]+)`\]\(([^()\s]+)\)/g, (pair, owner: string, ownerUrl: string, member: string, memberUrl: string) =>
    memberUrl.split('#')[0] === ownerUrl.split('#')[0] ? `[\`${owner}.${member}\`](${memberUrl})` : pair,
  );

/**
 * Turns a link target found in a README at `readmePath` (repository-relative,
 * e.g. "packages/network/README.md") into an absolute repository URL.
 * Absolute URLs, mail links and in-page anchors are returned unchanged.
 */
export function absoluteRepoUrl(target: string, readmePath: string, repoUrl: string, branch: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//')) return target;
  const [pathPart, hash = ''] = target.split('#', 2) as [string, string?];
  const baseParts = readmePath.split('/').slice(0, -1);
  const parts = pathPart.startsWith('/') ? [] : [...baseParts];
  for (const piece of pathPart.replace(/^\//, '').split('/')) {
    if (piece === '' || piece === '.') continue;
    if (piece === '..') parts.pop();
    else parts.push(piece);
  }
  const kind = pathPart.endsWith('/') || parts.length === 0 ? 'tree' : 'blob';
  return `${repoUrl}/${kind}/${branch}/${parts.join('/')}${hash ? `#${hash}` : ''}`;
}

export interface ReadmeContext {
  /** Repository-relative path of the README, e.g. "packages/network/README.md". */
  path: string;
  repoUrl: string;
  branch: string;
  /** Id of the page heading the README sits under ("readme" for `## README`). */
  sectionId?: string;
}

/**
 * Prepares a package README for a package page: drops its title (the page has
 * its own), turns images into plain links (the site loads nothing from other
 * hosts), makes relative links absolute repository links, escapes HTML, and
 * demotes headings so the README sits under the page's own h2.
 */
export function prepareReadme(readme: string, ctx: ReadmeContext): string {
  const url = (target: string) => absoluteRepoUrl(target, ctx.path, ctx.repoUrl, ctx.branch);
  let text = readme.replace(/\r\n?/g, '\n');
  text = mapProse(text, (prose) =>
    prose
      // <img ...> and other HTML: keep any alt text, drop the tags.
      .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, (_m, alt: string) => alt)
      .replace(/<\/?(?:p|div|img|br|picture|source|h[1-6]|a|sub|sup|details|summary)\b[^>]*>/gi, '')
      // Badge-style linked images [![alt](img)](link) become a text link.
      .replace(/\[!\[([^\]]*)\]\([^)]*\)\]\(([^)\s]+)\)/g, (_m, alt: string, link: string) => (alt ? `[${alt}](${url(link)})` : ''))
      .replace(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_m, alt: string, src: string) => `[${alt || 'image'}](${url(src)})`)
      .replace(/(?<!!)\[([^\]]*)\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g, (_m, label: string, target: string, title: string) => `[${label}](${url(target)}${title})`)
      .replace(/^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/gm, (_m, head: string, target: string) => `${head}${url(target)}`),
  );
  text = mapProse(text, escapeAngleBrackets);
  const lines = text.split('\n');
  const firstHeading = lines.findIndex((line) => line.trim() !== '');
  let title: string | undefined;
  if (firstHeading >= 0 && /^#\s/.test(lines[firstHeading])) title = lines.splice(firstHeading, 1)[0].replace(/^#\s+/, '');
  text = lines.join('\n');
  // A README's own table of contents links to its title, which is gone: send those links to the README section.
  if (title) {
    const gone = headingSlug(title);
    text = mapProse(text, (prose) => prose.split(`](#${gone})`).join(`](#${ctx.sectionId ?? 'readme'})`));
  }
  return demoteHeadings(text, 2).trim();
}

/** Shifts every ATX heading down so the shallowest one becomes level `top + 1`. */
export function demoteHeadings(markdown: string, top: number): string {
  let shallowest = 7;
  mapProse(markdown, (prose) => {
    for (const m of prose.matchAll(/^(#{1,6})\s/gm)) shallowest = Math.min(shallowest, m[1].length);
    return prose;
  });
  if (shallowest === 7 || shallowest > top) return markdown;
  const shift = top + 1 - shallowest;
  return mapProse(markdown, (prose) =>
    prose.replace(/^(#{1,6})(\s)/gm, (_m, hashes: string, space: string) => `${'#'.repeat(Math.min(6, hashes.length + shift))}${space}`),
  );
}

/**
 * Turns headings deeper than `maxDepth` into bold lines. API pages otherwise
 * carry an h4/h5 for every parameter list and return value, which bloats the
 * outline and the site data every page loads.
 */
export function flattenDeepHeadings(markdown: string, maxDepth: number): string {
  return mapProse(markdown, (prose) =>
    prose.replace(/^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/gm, (line, hashes: string, text: string) =>
      hashes.length > maxDepth ? `**${text}**\n` : line,
    ),
  );
}

/**
 * Drops the standalone `<a id="x"></a>` lines typedoc-plugin-markdown puts
 * before headings: the heading gets the same id from Rspress, and two elements
 * with one id break deep links and accessibility checks. Anchors inside table
 * rows (properties) stay.
 */
export function dropHeadingAnchors(markdown: string): string {
  return mapProse(markdown, (prose) => prose.replace(/^<a id="[^"]*"><\/a>\n+(?=#)/gm, ''));
}

/**
 * Turns the anchors left in table rows (properties) from `<a id="x"></a>` into `<span id="x"></span>`: Rspress's
 * MDX link component gives an `<a>` without `href` the home page's address, so each was an empty link to `/` in the
 * tab order (axe: link-name). The id, and so every deep link to the row, stays.
 */
export function anchorsAsSpans(markdown: string): string {
  return mapProse(markdown, (prose) => prose.replace(/<a id="([^"]*)"><\/a>/g, '<span id="$1"></span>'));
}

/** YAML frontmatter with every value JSON-quoted (JSON strings are valid YAML). */
export function frontmatter(fields: Record<string, string | number | boolean | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? JSON.stringify(v) : String(v)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/**
 * The first sentence of the item's own doc comment as plain text of at most
 * `max` characters: a page's meta description. Only the text above the page's
 * first h2 counts (below it are parameters, return types and "Implementation
 * of" references, which describe something else), and in it the first prose
 * paragraph (no headings, tables, lists, code or "Defined in" lines).
 */
export function summaryOf(markdown: string, max = 160): string | undefined {
  let found: string | undefined;
  const intro = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').split(/^## /m)[0];
  mapProse(intro, (prose) => {
    if (found) return prose;
    for (const block of prose.split(/\n\s*\n/)) {
      const text = block.trim();
      if (!text || /^(#|\||-|\*|>|<|`|\d+\.|Package:|Defined in)/.test(text)) continue;
      const plain = text
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*_]/g, '')
        .replace(/\\([<>{}])/g, '$1')
        .replace(/\s+/g, ' ');
      const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
      found = sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
      break;
    }
    return prose;
  }, false);
  return found;
}

/** Escapes text for use inside a markdown table cell or link label. */
export function inlineText(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ').replace(/</g, '&lt;').trim();
}
