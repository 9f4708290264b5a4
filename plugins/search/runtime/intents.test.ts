import { describe, expect, it } from 'vitest';
import { asksInWords, CHANGES_QUESTION, DEFINITION_QUESTION } from './intents';

describe('asksInWords', () => {
  it('reads questions and tasks written as sentences as asked in words', () => {
    expect(asksInWords('how do I add a keyset')).toBe(true);
    expect(asksInWords('deploy to multiple chains')).toBe(true);
    expect(asksInWords('get the balance of an account')).toBe(true);
    expect(asksInWords('transfer kda between accounts')).toBe(true);
  });
  it('reads two things weighed against each other as asked in words, names or not', () => {
    expect(asksInWords('dirtyread vs local')).toBe(true);
    expect(asksInWords('submitAndWait versus submitAndListen')).toBe(true);
    expect(asksInWords('difference between wallet-core and wallet-adapters')).toBe(true);
    expect(asksInWords('versioned docs')).toBe(false);
  });
  it('leaves names, code and short topics to the API pages', () => {
    expect(asksInWords('gas fees')).toBe(false);
    expect(asksInWords('createScript run context')).toBe(false);
    expect(asksInWords('client.local for reads')).toBe(false);
    expect(asksInWords('wallet connect modal')).toBe(false);
  });
});

describe('DEFINITION_QUESTION', () => {
  it('reads "what is", "meaning of" and "what does … mean" as asking for a definition', () => {
    for (const q of ['what is a keyset', "what's gas", 'meaning of guard', 'what does chain id mean', 'what does k: stand for?', 'explain keysets', 'explain a gas station', 'keyset meaning', 'guard meaning?', 'kadena terms keyset capability meaning']) expect(DEFINITION_QUESTION.test(q)).toBe(true);
  });
  it('leaves other questions about a thing alone', () => {
    for (const q of ['what does createPactTestEnv return', 'why do i need a namespace', 'keyset meaning in my test', 'explain how deploy works', 'explain why my test hangs on ci', 'meaning', 'keyset definition', 'what the error in my deploy script run means meaning']) expect(DEFINITION_QUESTION.test(q)).toBe(false);
  });
});

describe('CHANGES_QUESTION', () => {
  it('reads a question about what changed between npm and main, not a comparison or a change at run time', () => {
    for (const q of ['see what changed in signers on main', 'network changelog', 'crypto changes since npm', "what's new in prelude", 'signers diff npm 0.2.0 vs main', 'is chainweb-client on npm identical to main', 'list exports removed from signers', 'what was renamed in network', 'did chainweb-client change since 0.1.0', 'wallet-adapters changes']) expect(CHANGES_QUESTION.test(q), q).toBe(true);
    for (const q of ['listen for network changes', 'difference between wallet-core and wallet-adapters', 'make contract changes', 'change network', 'container removed after stop', 'network changes', 'how to save wallet-adapters changes to disk']) expect(CHANGES_QUESTION.test(q), q).toBe(false);
  });
});
