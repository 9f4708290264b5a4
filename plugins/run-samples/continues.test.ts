import { describe, expect, it } from 'vitest';
import { classify } from './classify';
import { exposeCode, linkContinuations, topLevelNames, type ContinuableSample } from './continues';

const sample = (line: number, code: string): ContinuableSample => ({ id: `p.mdx:${line}`, line, code, verdict: classify(code) });

describe('topLevelNames', () => {
  it('names what the visible code declares at its top level, destructured names included, not indented ones', () => {
    const code = 'import type { X } from "y";\ndeclare const hidden: X;\n// ---cut---\nconst client = make();\nexport async function send() {\n  const inner = 1;\n}\nconst { a, b: renamed, c = 2 } = parts;\nclass Box {}';
    expect(topLevelNames(code)).toEqual(['client', 'send', 'Box', 'a', 'renamed', 'c']);
  });
});

describe('linkContinuations', () => {
  it('runs a continuation after the nearest sample above that declares each name, and after what that one continues', () => {
    const first = sample(1, 'const client = make();\nawait client.local(x);');
    const second = sample(10, 'declare const client: C;\n// ---cut---\nconst signed = sign();\nawait client.send([signed]);');
    const shadow = sample(15, 'const client = other();');
    const third = sample(20, 'declare const signed: S;\ndeclare const client: C;\n// ---cut---\nawait client.poll([signed]);');
    const links = linkContinuations([third, first, second, shadow]);
    expect(links.get('p.mdx:10')).toEqual({ kind: 'chain', before: [{ id: 'p.mdx:1', exposes: ['client'] }] });
    // `client` is the nearest declaration above (line 15); `signed` comes from line 10, which itself runs after line 1.
    expect(links.get('p.mdx:20')).toEqual({
      kind: 'chain',
      before: [
        { id: 'p.mdx:1', exposes: ['client'] },
        { id: 'p.mdx:10', exposes: ['signed'] },
        { id: 'p.mdx:15', exposes: ['client'] },
      ],
    });
    expect(links.has('p.mdx:1')).toBe(false);
  });

  it('cannot run a continuation whose names no sample above declares, or whose earlier sample cannot run, and says why', () => {
    const orphan = sample(5, 'declare const client: C;\n// ---cut---\nawait client.send([]);');
    expect(linkContinuations([orphan]).get('p.mdx:5')).toEqual({ kind: 'unresolved', reason: expect.stringContaining('no sample above it on the page declares `client`') });
    const needsPact = sample(1, 'import { createPactTestEnv } from "@pact-toolbox/test";\nconst env = await createPactTestEnv();\nawait env.client.deployContract("a.pact");');
    const after = sample(9, 'declare const env: E;\n// ---cut---\nawait env.client.deployContract("b.pact");');
    expect(linkContinuations([needsPact, after]).get('p.mdx:9')).toEqual({ kind: 'unresolved', reason: expect.stringMatching(/^continues p\.mdx:1, which cannot run here: .*`pact` binary/), needs: expect.stringContaining('`pact` binary') });
  });
});

describe('exposeCode', () => {
  it('hands names on through globalThis, and is empty for none', () => {
    expect(exposeCode(['client', 'signed'])).toBe('\nObject.assign(globalThis, { client, signed });\n');
    expect(exposeCode([])).toBe('');
  });
});
