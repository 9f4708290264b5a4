import { describe, expect, it } from 'vitest';
import { differences, ExpectationError, markerLines, parseExpectation, unmet } from './expectations';
import type { RecordedRequest } from './stand-in';

const cmd = (chainId: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ payload: { exec: { code: '(coin.get-balance "sender00")', data: {} } }, meta: { chainId, gasLimit: 150000, gasPrice: 1e-8, ttl: 900, sender: '', creationTime: 1 }, networkId: 'development', nonce: 'n', signers: [], ...extra });
const local = (chain: string, cmdChain = chain): RecordedRequest => ({
  sample: 's',
  method: 'POST',
  url: `http://localhost:8080/chainweb/0.0/development/chain/${chain}/pact/api/v1/local`,
  path: `/chainweb/0.0/development/chain/${chain}/pact/api/v1/local`,
  body: { hash: 'h', sigs: [], cmd: cmd(cmdChain) },
});

describe('reading sends: markers', () => {
  it('takes every sends: line of an MDX or HTML comment, nothing from other comments', () => {
    expect(markerLines({ type: 'mdxFlowExpression', value: '/* sends: POST local chain=0\n   sends: POST local chain=1 */' } as never)).toEqual(['POST local chain=0', 'POST local chain=1']);
    expect(markerLines({ type: 'html', value: '<!-- sends: GET cut -->' } as never)).toEqual(['GET cut']);
    expect(markerLines({ type: 'mdxFlowExpression', value: '/* keys: config/X */' } as never)).toEqual([]);
  });

  it('parses method, endpoint and fields, a value with spaces as a JSON string', () => {
    expect(parseExpectation('POST local chain=1 network=development code="(coin.get-balance \\"sender00\\")" ttl=900')).toEqual({
      text: 'POST local chain=1 network=development code="(coin.get-balance \\"sender00\\")" ttl=900',
      method: 'POST',
      endpoint: 'local',
      fields: { chain: '1', network: 'development', code: '(coin.get-balance "sender00")', ttl: '900' },
    });
  });

  it('refuses an unknown word or field, naming it and the accepted forms', () => {
    expect(() => parseExpectation('POST lokal')).toThrow(ExpectationError);
    expect(() => parseExpectation('POST lokal')).toThrow(/"lokal" is neither a method nor an endpoint.*Write "sends:/);
    expect(() => parseExpectation('local chian=1')).toThrow(/"chian" is not a field/);
    expect(() => parseExpectation('')).toThrow(/names nothing/);
  });
});

describe('checking a run against them', () => {
  it('a request to the chain the page names meets it', () => {
    expect(differences(parseExpectation('POST local chain=0 network=development ttl=900 gasLimit=150000 gasPrice=1e-8 sender=""'), local('0'))).toEqual([]);
  });

  it('a page claiming chain 1 for a sample that sends to chain 0 is contradicted, and the message says where it went', () => {
    const [problem] = unmet([parseExpectation('POST local chain=1')], [local('0')]);
    expect(problem).toContain('expects "POST local chain=1"');
    expect(problem).toContain('/chain/0/pact/api/v1/local');
    expect(problem).toContain('sent to chain 0');
  });

  it('a command whose chain differs from its URL contradicts a chain claim too', () => {
    expect(differences(parseExpectation('chain=1'), local('1', '0'))).toEqual(['command for chain 0']);
  });

  it('each line needs one request meeting all of it: three chains, three lines', () => {
    const requests = [local('0'), local('1'), local('2')];
    expect(unmet(['chain=0', 'chain=1', 'chain=2'].map(parseExpectation), requests)).toEqual([]);
    expect(unmet([parseExpectation('chain=3')], requests)).toHaveLength(1);
  });

  it('names the wrong endpoint, meta default and code', () => {
    const d = differences(parseExpectation('send ttl=600 code="(+ 1 2)"'), local('0'));
    expect(d).toEqual(['endpoint local', 'code "(coin.get-balance \\"sender00\\")"', 'ttl 900']);
  });

  it('says so when nothing was sent', () => {
    expect(unmet([parseExpectation('local')], [])).toEqual(['expects "local", but the sample sent nothing']);
  });
});
