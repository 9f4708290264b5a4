/**
 * Reading a JSON file a writer edits by hand (the error entries, the redirect map, the package map, the pinned
 * manifest): a syntax error names the file, the line and column, quotes the line, and says what the file should hold,
 * instead of JSON.parse's "at position 565". Pure apart from reading the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { placeOfOffset, pointedMessage } from './pointed-error';

export class JsonFileError extends Error {
  override name = 'JsonFileError';
}

/** Where JSON.parse stopped, from its message ("… at position 565", or "(line 6 column 5)"), as a character offset. */
export function offsetOfJsonError(message: string, text: string): number | undefined {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return lines.reduce((sum, l) => sum + l.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  return /Unexpected end of JSON input/.test(message) ? text.length : undefined;
}

/**
 * The parsed text; a syntax error throws a JsonFileError pointing at its place in `shown` (the file as a reader
 * opens it, relative to the project), with `fix` (what the file holds, in a sentence) on its last line.
 */
export function parseJsonText(text: string, shown: string, fix: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const offset = offsetOfJsonError(message, text);
    const reason = message.replace(/\s*\(line \d+ column \d+\)|\s*(in JSON )?at position \d+.*$/g, '').trim();
    if (offset === undefined) throw new JsonFileError(`${shown}: not valid JSON (${reason}).\n  ${fix}`);
    throw new JsonFileError(pointedMessage({ file: shown, ...placeOfOffset(text, offset) }, `not valid JSON: ${reason}.`, fix, text));
  }
}

/** `parseJsonText` of a file; `shown` defaults to the file relative to the working directory. */
export function readJsonFile(file: string, fix: string, shown = path.relative(process.cwd(), file) || file): unknown {
  return parseJsonText(readFileSync(file, 'utf8'), shown, fix);
}
