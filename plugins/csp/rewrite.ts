/**
 * Puts a page's Content-Security-Policy `<meta>` into its HTML. Pure.
 *
 * A `<meta>` policy governs only what the parser meets after it, so it goes first in `<head>`: right after
 * `<meta charset>` when that opens the head (the charset must stay within the first 1024 bytes), else right after
 * `<head>`. A policy already there (a page rewritten twice) is replaced, not doubled.
 */
import { scriptHashes } from './hashes';
import { contentSecurityPolicy } from './policy';

const EXISTING = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/i;
const HEAD_OPEN = /<head\b(?:[^>"']|"[^"]*"|'[^']*')*>/i;
const LEADING_CHARSET = /^\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<meta>` element carrying a policy. */
export function cspMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
}

/** The HTML with its policy meta placed first in `<head>`; unchanged when the page has no `<head>` tag. */
export function withCspMeta(html: string, policy: string): string {
  const meta = cspMeta(policy);
  if (EXISTING.test(html)) return html.replace(EXISTING, () => meta);
  const head = HEAD_OPEN.exec(html);
  if (!head) return html;
  let at = head.index + head[0].length;
  const charset = LEADING_CHARSET.exec(html.slice(at));
  if (charset) at += charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/** A built page with the policy made from its own inline scripts. */
export function securePage(html: string, connectOrigins: readonly string[] = []): string {
  return withCspMeta(html, contentSecurityPolicy({ scriptHashes: scriptHashes(html), connectOrigins }));
}
