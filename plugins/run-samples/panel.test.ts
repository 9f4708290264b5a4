import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { jsonNodes, renderNeedsLine, renderPanel, requestFacts } from './panel';
import { shownUnder } from './remark';
import type { RecordedRequest } from './stand-in';

const cmd = JSON.stringify({ meta: { chainId: '1', creationTime: 1795799133, ttl: 600 }, networkId: 'development', nonce: 'pact-toolbox:nonce:1', payload: { exec: { code: '(+ 1 <2>)', data: {} } }, signers: [] });
const send: RecordedRequest = {
  sample: 's',
  method: 'POST',
  url: 'http://localhost:8080/chainweb/0.0/development/chain/1/pact/api/v1/send',
  path: '/chainweb/0.0/development/chain/1/pact/api/v1/send',
  body: { cmds: [{ hash: 'HASH', sigs: [{ pubKey: 'PUB', sig: 'SIG' }], cmd }] },
};
const poll: RecordedRequest = { ...send, url: send.url.replace('send', 'poll'), path: send.path.replace('send', 'poll'), body: { requestKeys: ['HASH'] } };
const html = (input: Parameters<typeof renderPanel>[0]) => toHtml(renderPanel(input));

describe('the "What this sends" panel', () => {
  it('is a closed <details> naming how many requests, each with method and the URL as the sample addressed it', () => {
    const out = html({ requests: [send, poll], networksLabel: 'a DevNet' });
    expect(out).toMatch(/^<details class="pt-sends"><summary>What this sends<span class="pt-sends__count">2 requests<\/span><\/summary>/);
    expect(out).not.toContain('<details class="pt-sends" open');
    expect(out).toContain('<code class="pt-sends__method">POST</code> <code class="pt-sends__url">http://localhost:8080/chainweb/0.0/development/chain/1/pact/api/v1/send</code>');
    expect(out).toContain('<p class="pt-sends__facts">network development · chain 1</p>');
    expect(out).toContain('with a DevNet.');
    expect(out).not.toContain('<script');
  });

  it('shows the command parsed, not as an escaped string, and escapes what it prints', () => {
    const out = html({ requests: [send], networksLabel: 'x' });
    expect(out).toContain('"code": "(+ 1 &#x3C;2>)"');
    expect(out).not.toContain('\\"payload\\"');
    expect(out).toContain('network development · chain 1; <code>cmd</code> is sent as a JSON string, shown here parsed');
  });

  it('marks the values that change with every run: nonce, creation time, hash, signature, request keys; not the public key', () => {
    const out = html({ requests: [send, poll], networksLabel: 'x' });
    const marked = [...out.matchAll(/<span class="pt-sends-varies" title="changes with every run">(.*?)<\/span>/g)].map((m) => m[1]);
    expect(marked).toEqual(['Marked values', '"HASH"', '"SIG"', '1795799133', '"pact-toolbox:nonce:1"', '"HASH"']);
    expect(out).toContain('"pubKey": "PUB"');
  });

  it('names what the run set up besides the network settings', () => {
    expect(html({ requests: [send], networksLabel: 'a DevNet', setup: 'a wallet connected' })).toContain('with a DevNet, and a wallet connected.');
  });

  it('says when the sample threw after sending', () => {
    const out = html({ requests: [send], networksLabel: 'x', error: 'Error: boom' });
    expect(out).toContain('1 request, then it threw');
    expect(out).toContain('It threw: Error: boom');
  });

  it('gives every scrollable body a tab stop and a name, and is no <pre><code> (which Rspress would re-highlight)', () => {
    const out = html({ requests: [send, poll], networksLabel: 'x' });
    expect(out).toContain('<div class="pt-sends__body" tabindex="0" role="region" aria-label="Body of request 2">');
    expect(out).not.toMatch(/<pre|<code>\{/);
  });
});

describe('panel parts', () => {
  it('reads network and chain from a Pact server URL through the command', () => {
    expect(requestFacts({ ...send, url: 'http://localhost:9091/api/v1/local', body: { cmd } })).toBe('network development · chain 1');
  });
  it('prints empty containers compactly and nested ones indented', () => {
    expect(toHtml({ type: 'root', children: jsonNodes({ a: [], b: {}, c: [1] }) })).toBe('{\n  "a": [],\n  "b": {},\n  "c": [\n    1\n  ]\n}');
  });
});

describe('what goes under a sample', () => {
  it('a sample that needs a `pact` binary, Docker or a wallet gets one quiet line saying so and no panel; other unrun samples nothing', () => {
    const line = shownUnder({ status: 'not-run', reason: 'x', needs: 'a browser wallet' }, 'a DevNet');
    expect(toHtml(line!)).toBe('<p class="pt-sends-needs">Not run when this site was built: it needs a browser wallet.</p>');
    expect(shownUnder({ status: 'not-run', reason: 'a counter-example' }, 'a DevNet')).toBeUndefined();
  });
  it('a sample that ran gets its panel when it sent something, nothing when it sent nothing', () => {
    expect(toHtml(shownUnder({ status: 'ran', requests: [send] }, 'a DevNet')!)).toMatch(/^<details class="pt-sends">/);
    expect(shownUnder({ status: 'ran', requests: [] }, 'a DevNet')).toBeUndefined();
  });
});

describe('the quiet line under a sample a build cannot run', () => {
  it('says what it needs, its backticked words as code', () => {
    expect(toHtml(renderNeedsLine('a `pact` binary or Docker (it runs under `pact-toolbox run`)'))).toBe(
      '<p class="pt-sends-needs">Not run when this site was built: it needs a <code>pact</code> binary or Docker (it runs under <code>pact-toolbox run</code>).</p>',
    );
  });
});
