/**
 * A signature's lines as markdown for an `.md` page: one `<code>` element
 * inside a `<div class="pt-sig">`, each token in a `<span>` whose class says
 * what it is (coloured by theme/mdx/signature.css with the site's Shiki
 * variables), toolkit types as markdown links, so Rspress checks and rewrites
 * them like any other link. Lines are joined by newlines that the page keeps
 * (white-space: pre-wrap), so a copied signature reads as TypeScript. Pure.
 */
import type { Line } from './layout';
import type { Token, TokenKind } from './tokens';

/** The class of each kind of token; punctuation and plain text take the block's colour. */
export const TOKEN_CLASSES: Record<TokenKind, string | undefined> = {
  keyword: 'pt-sig-k',
  name: 'pt-sig-n',
  type: 'pt-sig-t',
  typeParameter: 'pt-sig-tp',
  param: 'pt-sig-p',
  string: 'pt-sig-s',
  number: 'pt-sig-m',
  punct: undefined,
};

/** The class of the block and of its code element. */
export const SIGNATURE_CLASS = 'pt-sig';

/** Text as markdown that shows exactly that text: HTML specials as entities, markdown punctuation escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]~|])/g, '\\$1')
    // A character reference keeps GFM from turning a URL in a string literal into a link.
    .replace(/(ww)(w\.)/gi, (_, a: string, b: string) => `${a}&#${b.charCodeAt(0)};.`)
    .replace(/(https?|ftp):\/\//gi, '$1&#58;//');
}

/** Names at least this long get break opportunities at their humps. */
export const BREAKABLE_NAME = 14;

/**
 * A long name with a `<wbr>` at each camel-case hump and after each `.` or `_` (`Pact<wbr>Exec<wbr>Payload`): where
 * a narrow column must break it, it breaks between words, never mid-word. Copied text is unchanged. Takes escaped text.
 */
export function breakableName(escaped: string): string {
  if (escaped.length < BREAKABLE_NAME) return escaped;
  return escaped.replace(/([a-z0-9])(?=[A-Z])/g, '$1<wbr>').replace(/([._])(?=[A-Za-z])/g, '$1<wbr>');
}

function tokenMarkup(token: Token): string {
  const escaped = token.kind === 'type' || token.kind === 'name' || token.kind === 'typeParameter' ? breakableName(escapeText(token.text)) : escapeText(token.text);
  // After an opening angle bracket a long generic may break too (`Promise<<wbr>BatchResult<…>>`).
  const text = token.url ? `[${escaped}](${token.url})` : token.kind === 'punct' && token.text.endsWith('<') ? `${escaped}<wbr>` : escaped;
  const cls = token.kind && TOKEN_CLASSES[token.kind];
  return cls ? `<span class="${cls}">${text}</span>` : text;
}

/**
 * One line, in its own span (a block in the page, so a line too long for the column wraps with a hanging
 * indent); leading spaces go inside a span, where markdown keeps them.
 */
function lineMarkup(line: Line): string {
  const tokens = [...line];
  const last = tokens.at(-1);
  if (last && !last.url) tokens[tokens.length - 1] = { ...last, text: last.text.trimEnd() };
  const body = tokens.map(tokenMarkup).join('');
  const lead = /^ +/.exec(body)?.[0];
  return `<span class="${SIGNATURE_CLASS}-l">${lead ? `<span class="pt-sig-i">${lead}</span>${body.slice(lead.length)}` : body}</span>`;
}

/** The whole block. */
export function signatureMarkup(lines: Line[]): string {
  return `<div class="${SIGNATURE_CLASS}">\n\n<code class="${SIGNATURE_CLASS}-code">${lines.map(lineMarkup).join('\n')}</code>\n\n</div>`;
}
