/**
 * What a log line puts before the message a reader pastes from a terminal or a CI log: a timestamp
 * ("2025-03-02T03:14:07.512Z", "[12:04:31]", "03:14:07.512"), a level in brackets or before a colon ("[error]",
 * "ERROR:", "error  "), or npm's "npm ERR!". None of it is a word of the message; the rest is searched as pasted.
 */
const TIMESTAMP = /^\s*\[?(?:\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\d{2}:\d{2}:\d{2}(?:[.,]\d+)?)\]?\s*/;
const LEVEL = /^\s*(?:npm\s+(?:ERR!|WARN)|\[(?:error|err|warn|warning|info|debug|fatal)\])\s*/i;
/**
 * A level written in capitals, as loggers print it ("ERROR: …"); "Error: …" is an error class, read by the ranking.
 * Followed by "=" it is an environment variable given a value (`DEBUG=1`), no level.
 */
const LEVEL_WORD = /^\s*(?:ERROR|WARN|WARNING|FATAL|INFO|DEBUG)\b(?!\s*=):?\s*/;

/** The query without a log line's timestamp and level before it; as typed when it holds nothing else. */
export function withoutLogPrefix(query: string): string {
  let rest = query;
  for (let again = true; again; ) {
    const next = rest.replace(TIMESTAMP, '').replace(LEVEL, '').replace(LEVEL_WORD, '');
    again = next !== rest && next.trim() !== '';
    if (again) rest = next;
  }
  return rest === query ? query : rest.trimStart();
}
