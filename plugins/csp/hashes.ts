/**
 * The inline scripts of a page's HTML and their CSP hash sources. Pure: text in, text out.
 */
import { createHash } from 'node:crypto';

/** An attribute list whose quoted values may hold `>`. */
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const SCRIPT = new RegExp(String.raw`<script\b(${ATTRIBUTES})>([\s\S]*?)</script\s*>`, 'gi');
const HTML_COMMENT = /<!--[\s\S]*?-->/g;

/** `type` values the browser runs as a script (an absent or empty type is JavaScript too). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(String.raw`(?:^|\s)${name}(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?(?=\s|/|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The bodies of the scripts a browser would run from the page's own text: every `<script>` without a `src`
 * whose type is JavaScript (or absent). Data blocks (`application/json`, `application/ld+json`) are not run, so
 * a policy does not apply to them. Scripts inside HTML comments are not scripts.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes, body] of html.replace(HTML_COMMENT, '').matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

/**
 * The CSP source that allows one inline script: `'sha256-<base64>'` of its UTF-8 text. The browser hashes the
 * text after the HTML parser has turned every CR LF and lone CR into LF, so this does too.
 */
export function sha256Source(body: string): string {
  const text = body.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of a page's inline scripts, each once, in the order the scripts appear. */
export function scriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(sha256Source))];
}
