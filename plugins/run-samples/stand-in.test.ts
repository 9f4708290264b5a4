import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainOfUrl, commandCode, fakeHash, ORIGIN_HEADER, SAMPLE_HEADER, startStandIn, type StandIn } from './stand-in';

const cmd = (code: string) => JSON.stringify({ payload: { exec: { code, data: {} } }, meta: { chainId: '0' }, networkId: 'development', nonce: 'n', signers: [] });
const base = '/chainweb/0.0/development/chain/0/pact/api/v1';

describe('the Chainweb stand-in', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn({ failWhen: (code) => code?.includes('(enforce false') ?? false });
  });
  afterAll(() => standIn.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${standIn.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('listens on 127.0.0.1 at a port of its own', () => {
    expect(standIn.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(standIn.origin).not.toMatch(/:0$/);
  });

  it('answers /send with one request key per command (the hash), then /poll and /listen with their results', async () => {
    const sent = await (await post(`${base}/send`, { cmds: [{ hash: 'h1', sigs: [], cmd: cmd('(+ 1 2)') }, { hash: 'h2', sigs: [], cmd: cmd('(enforce false "no")') }] })).json();
    expect(sent).toEqual({ requestKeys: ['h1', 'h2'] });
    const polled = await (await post(`${base}/poll`, { requestKeys: ['h1', 'h2', 'unknown'] })).json();
    expect(Object.keys(polled)).toEqual(['h1', 'h2']);
    expect(polled.h1).toMatchObject({ reqKey: 'h1', result: { status: 'success', data: 'Write succeeded' } });
    expect(polled.h1.metaData.blockHeight).toBeGreaterThan(0);
    // The setup asked for this command to fail.
    expect(polled.h2.result).toMatchObject({ status: 'failure', error: { message: expect.stringContaining('asked this command to fail') } });
    const listened = await (await post(`${base}/listen`, { listen: 'h1' })).json();
    expect(listened).toMatchObject({ reqKey: 'h1', result: { status: 'success' } });
  });

  it('answers /local with a command result carrying the hash as request key, on a Pact server path too', async () => {
    const res = await post('/api/v1/local', { hash: 'abc', sigs: [], cmd: cmd('(at "block-height" (chain-data))') });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ reqKey: 'abc', gas: expect.any(Number), result: { status: 'success' } });
  });

  it('refuses bodies of the wrong shape with 400 and a message naming the expected shape', async () => {
    const res = await post(`${base}/send`, { commands: [] });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('"cmds"');
  });

  it('answers a cut with an entry per chain under hashes, and the node endpoints', async () => {
    const cut = await (await fetch(`${standIn.origin}/chainweb/0.0/testnet04/cut`)).json();
    expect(Object.keys(cut.hashes)).toHaveLength(20);
    expect(cut.hashes['3']).toMatchObject({ height: expect.any(Number), hash: expect.any(String) });
    expect(cut.instance).toBe('testnet04');
    expect(await (await fetch(`${standIn.origin}/health-check`)).text()).toBe('Health check OK.');
    expect((await fetch(`${standIn.origin}/nothing-here`)).status).toBe(404);
  });

  it('records every request with the sample it belongs to and the origin the sample meant', async () => {
    const before = standIn.requests.length;
    await post(`${base}/local`, { hash: 'x', sigs: [], cmd: cmd('1') }, { [SAMPLE_HEADER]: 'page.mdx:12', [ORIGIN_HEADER]: 'https://api.testnet.chainweb.com' });
    expect(standIn.requests.length).toBe(before + 1);
    const [recorded] = standIn.requestsOf('page.mdx:12');
    expect(recorded).toMatchObject({ method: 'POST', path: `${base}/local`, url: `https://api.testnet.chainweb.com${base}/local`, body: { hash: 'x' } });
  });
});

describe('stand-in helpers', () => {
  it('reads the Pact code out of a command text, and nothing out of anything else', () => {
    expect(commandCode(cmd('(+ 1 2)'))).toBe('(+ 1 2)');
    expect(commandCode('not json')).toBeUndefined();
    expect(commandCode(42)).toBeUndefined();
  });
  it('makes hash-like keys: 43 base64url characters, different for different texts', () => {
    expect(fakeHash('a')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fakeHash('a')).not.toBe(fakeHash('b'));
  });
  it('reads the chain out of a Chainweb URL, none out of a Pact server URL', () => {
    expect(chainOfUrl('http://h:8080/chainweb/0.0/development/chain/7/pact/api/v1/local')).toBe('7');
    expect(chainOfUrl('http://localhost:9091/api/v1/local')).toBeUndefined();
  });
});
