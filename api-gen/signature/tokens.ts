/**
 * A signature as a row of tokens: each carries its text, what it is (for its
 * colour) and, for a toolkit type, the URL of its page. Pure.
 */

/** What a token is; each kind gets one colour class in the page (theme/mdx/signature.css). */
/** `typeParameter`: a type parameter (`T`), which has no page: styled apart from types so it does not look like a missing link. */
export type TokenKind = 'keyword' | 'name' | 'type' | 'typeParameter' | 'param' | 'string' | 'number' | 'punct';

export interface Token {
  text: string;
  kind?: TokenKind;
  /** Where the type is documented: a toolkit page (relative markdown link), a TypeScript or MDN reference page, or the
   * definition of a dependency's type further down the page (`#…`); absent for anything else. */
  url?: string;
}

export const tok = (text: string, kind?: TokenKind, url?: string): Token => (url ? { text, kind, url } : kind ? { text, kind } : { text });
export const punct = (text: string): Token => tok(text, 'punct');
export const kw = (text: string): Token => tok(text, 'keyword');

/** The characters a row of tokens takes on screen. */
export const width = (tokens: Token[]): number => tokens.reduce((n, t) => n + t.text.length, 0);

/** The text of a row of tokens, as it reads when copied. */
export const textOf = (tokens: Token[]): string => tokens.map((t) => t.text).join('');

/** Lists joined with a separator: `a, b, c`. */
export function joinTokens(lists: Token[][], separator: Token[]): Token[] {
  return lists.flatMap((list, i) => (i ? [...separator, ...list] : list));
}
