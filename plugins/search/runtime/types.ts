/**
 * The shapes the Rspress 2 search panel renders (mirrors `DefaultMatchResultItem`
 * and `DefaultMatchResult` of @rspress/core's theme, which are not exported as values).
 */
export interface HighlightInfo {
  /** Character offset of the highlight in the rendered text. */
  start: number;
  /** Highlight length in Rspress's "bytes" (a character above U+00FF counts 3). */
  length: number;
}

export interface Suggestion {
  type: 'title' | 'header' | 'content';
  /** Page title; the panel groups suggestions by this text. */
  title: string;
  /** For title and header hits: "Page title > Section > Subsection". */
  header: string;
  link: string;
  query: string;
  highlightInfoList: HighlightInfo[];
  /** For content hits: the snippet around the match. */
  statement?: string;
}

export interface SuggestionGroup {
  group: string;
  renderType: string;
  result: unknown;
}

/** A page as a search index (local or remote) returns it. */
export interface IndexHit {
  title: string;
  routePath: string;
  content?: string;
  toc?: { id: string; text: string; depth: number }[];
  domain?: string;
}

/** The remote search contract: GET {apiUrl}?keyword&limit&searchIndexes&lang → RemoteGroup[]. */
export interface RemoteGroup {
  index: string;
  hits: IndexHit[];
}
