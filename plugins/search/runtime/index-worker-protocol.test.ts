import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIndex, search } from './engine';
import { DIRECTORY, PAGES } from './fixture-pages';
import { type FromWorker, indexClient, type Match, type Port, serveIndex, type ToWorker } from './index-worker-protocol';

/** Node's MessagePort as the protocol's port: listeners get `{ data }` as in a browser. */
function port<In, Out>(p: MessagePort): Port<In, Out> {
  return {
    postMessage: (message) => p.postMessage(message),
    addEventListener: (_type, listener) => void p.on('message', (data: In) => listener({ data })),
  };
}

const channels: MessageChannel[] = [];
function pair(decode: (bytes: ArrayBuffer) => Match | Promise<Match>) {
  const channel = new MessageChannel();
  channels.push(channel);
  serveIndex(port<ToWorker, FromWorker>(channel.port2), decode);
  return indexClient(port<FromWorker, ToWorker>(channel.port1));
}
afterEach(() => channels.splice(0).forEach((c) => (c.port1.close(), c.port2.close())));

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
/** What index-worker.ts does with the bytes, over the fixture site. */
const realDecode = (bytes: ArrayBuffer): Match => {
  const index = buildIndex(JSON.parse(new TextDecoder().decode(bytes)));
  return (keyword, limit) => search(index, DIRECTORY, keyword, limit);
};

describe('the search worker protocol', () => {
  it('answers as the searcher does on the page, for queries sent before and after the index is ready', async () => {
    const client = pair(realDecode);
    const early = client.match('wallet', 7);
    await client.load(bytesOf(PAGES));
    const late = client.match('docker port', 3);
    const index = buildIndex(PAGES);
    expect(await early).toEqual(search(index, DIRECTORY, 'wallet', 7));
    expect(await late).toEqual(search(index, DIRECTORY, 'docker port', 3));
    expect((await early).length).toBeGreaterThan(0);
  });

  it('keeps answers apart when queries overlap', async () => {
    const client = pair((bytes) => {
      const words = JSON.parse(new TextDecoder().decode(bytes)) as string[];
      return (keyword) => words.filter((w) => w.startsWith(keyword)).map((w) => ({ type: 'title', title: w, header: w, link: `/${w}`, query: keyword, highlightInfoList: [] }));
    });
    await client.load(bytesOf(['alpha', 'beta', 'bravo']));
    const [a, b] = await Promise.all([client.match('a', 7), client.match('b', 7)]);
    expect(a.map((s) => s.title)).toEqual(['alpha']);
    expect(b.map((s) => s.title)).toEqual(['beta', 'bravo']);
  });

  it('a decoding failure rejects load() with the worker\'s reason; queries get no results', async () => {
    const client = pair(realDecode);
    const query = client.match('wallet', 7);
    await expect(client.load(new TextEncoder().encode('{not json').buffer as ArrayBuffer)).rejects.toThrow(/could not build the index: .*JSON/);
    expect(await query).toEqual([]);
  });
});
