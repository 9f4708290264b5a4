import { describe, expect, it } from 'vitest';
import { exportSummaries, firstSentence } from './summaries';

describe('firstSentence', () => {
  it('stops at the first sentence end followed by a space', () => {
    expect(firstSentence('Performs a dirty read. Throws an error if any transaction fails.')).toBe('Performs a dirty read.');
    expect(firstSentence('Chain information')).toBe('Chain information');
  });
  it('reads past periods inside code, link targets, abbreviations and numbers', () => {
    expect(firstSentence('Calls `client.local()` first. Then more.')).toBe('Calls `client.local()` first.');
    expect(firstSentence('See [the docs](https://x.dev/a. b) here. More.')).toBe('See [the docs](https://x.dev/a. b) here.');
    expect(firstSentence('Any network, e.g. devnet or testnet. More.')).toBe('Any network, e.g. devnet or testnet.');
    expect(firstSentence('Needs Pact 4.13.1 or later! More.')).toBe('Needs Pact 4.13.1 or later!');
  });
});

describe('exportSummaries', () => {
  it('cuts the descriptions of export tables only', () => {
    const md = '| Function | Description |\n| ------ | ------ |\n| [listen](functions/listen.md) | Listens. Logs too. |\n\n| Parameter | Description |\n| ------ | ------ |\n| `a` | One. Two. |';
    expect(exportSummaries(md)).toBe('| Function | Description |\n| ------ | ------ |\n| [listen](functions/listen.md) | Listens. |\n\n| Parameter | Description |\n| ------ | ------ |\n| `a` | One. Two. |');
  });
});
