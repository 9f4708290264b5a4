/**
 * The collector (collect.ts) against a plain text search of the toolkit at the site's pin: every place the source
 * rejects a promise with a new error written as a string (`reject(new Error("…"))`, outside tests), found by git grep,
 * is a site the TypeScript reading records, at the same line and with the same text.
 */
import { describe, expect, it } from 'vitest';
import { options } from '../../config/options';
import { TOOLKIT_PIN } from '../../config/toolkit-pin';
import { toolkitAtCommit } from '../toolkit-at-commit';
import { collectErrors } from './collect';

const toolkit = toolkitAtCommit(options.toolkitRepo);
const skip = !toolkit.gitDirs.length;
const reason = toolkit.skipReason ? ` (${toolkit.skipReason})` : '';
const REJECT_LITERAL = String.raw`\breject\(new [A-Za-z]*Error\("[^"]+"\)`;

describe('errors rejected inside a promise, at the pin', () => {
  it.skipIf(skip)(`are all collected, at their lines, with their text${reason}`, () => {
    // Each hit is "file:line:the line's text".
    const hits = (toolkit.grepAt(TOOLKIT_PIN, REJECT_LITERAL, 'packages') ?? []).filter((hit) => !/\.(test|spec)\.[cm]?[jt]sx?:/.test(hit));
    // Precondition: the network package's stop timer is one of them.
    expect(hits.map((hit) => hit.split(':').slice(0, 2).join(':'))).toContain('packages/network/src/network.ts:135');
    for (const hit of hits) {
      const [file, line, ...rest] = hit.split(':');
      const written = /reject\(new [A-Za-z]*Error\("([^"]+)"\)/.exec(rest.join(':'))![1];
      expect(collectErrors(file, toolkit.fileAt(TOOLKIT_PIN, file)!).map((s) => `${s.line} ${s.message}`), hit).toContain(`${line} ${written}`);
    }
  });
});

describe('errors thrown with no message, at the pin', () => {
  it.skipIf(skip)(`carry the default message their class's constructor declares${reason}`, () => {
    // Every `new XError()` (thrown or rejected, outside tests), found by git grep, and each class's default found by a
    // second grep for `class X … constructor(message = "…")` in the same file.
    const hits = (toolkit.grepAt(TOOLKIT_PIN, String.raw`(throw|reject\() *new [A-Za-z]*Error\(\)`, 'packages') ?? []).filter((hit) => !/\.(test|spec)\.[cm]?[jt]sx?:/.test(hit));
    // Precondition: pollFn's timeout is one of them.
    expect(hits.map((hit) => hit.split(':').slice(0, 2).join(':'))).toContain('packages/utils/src/helpers.ts:124');
    for (const hit of hits) {
      const [file, line, ...rest] = hit.split(':');
      const errorClass = /new ([A-Za-z]*Error)\(\)/.exec(rest.join(':'))![1];
      const text = toolkit.fileAt(TOOLKIT_PIN, file)!;
      const declared = new RegExp(String.raw`class ${errorClass} extends \w+ \{\s*constructor\(message = "([^"]+)"\)`).exec(text)?.[1];
      expect(declared, `${hit}: the class's default message, in the same file`).toBeDefined();
      expect(collectErrors(file, text).map((s) => `${s.line} ${s.message}`), hit).toContain(`${line} ${declared}`);
    }
  });
});
