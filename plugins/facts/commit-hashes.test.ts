import { describe, expect, it } from 'vitest';
import { commitLikeHashes, handTypedCommitProblems } from './commit-hashes';

describe('commitLikeHashes', () => {
  it('finds short and full commits in commands, prose and URLs', () => {
    expect(commitLikeHashes('git checkout 98c9a65 && pnpm build')).toEqual(['98c9a65']);
    expect(commitLikeHashes('At commit `823a06c` of main')).toEqual(['823a06c']);
    expect(commitLikeHashes('https://github.com/kadena-community/pact-toolbox/blob/823a06cc9d088978612e9d72e158fa70133e733a/x.ts#L4')).toEqual(['823a06cc9d088978612e9d72e158fa70133e733a']);
  });
  it('leaves public keys, numbers, words, colours and placeholders alone', () => {
    expect(commitLikeHashes('368820f80c324bbc7c2b0610688a7da43e39f91d118732671cd9c7500ff43cca')).toEqual([]);
    expect(commitLikeHashes('1000000 defaced #1a2b3c %toolkit-commit% toolkit:packages/a.ts#L10-L12 v0.2.0 sha256')).toEqual([]);
    expect(commitLikeHashes('request key qfRLcB3ZX9tXqhp-hEbWg8b1e6xPQe3R7yoRmbUxw_Q')).toEqual([]);
    // A curve's name in a package's name is hex too, and no commit; a commit beside it still is one.
    expect(commitLikeHashes('`webcrypto-ed25519-polyfill` was installed at 98c9a65')).toEqual(['98c9a65']);
  });
  it("leaves other repositories' commits alone, not the toolkit's", () => {
    expect(commitLikeHashes('[ls_remote.rs](https://github.com/kadena-community/pactup/blob/7a8071c/src/commands/ls_remote.rs#L84-L118)')).toEqual([]);
    expect(commitLikeHashes('see https://github.com/kadena-community/pact-toolbox/commit/823a06c.')).toEqual(['823a06c']);
  });
  it('reports each one with the placeholder to write instead', () => {
    const [p] = handTypedCommitProblems('git checkout 98c9a65');
    expect(p.name).toBe('98c9a65');
    expect(p.fix).toContain('%toolkit-commit%');
  });
});
