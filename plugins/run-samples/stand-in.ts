/**
 * A Chainweb stand-in: a node:http server on 127.0.0.1 (a free port) that
 * answers the Pact API and Chainweb endpoints the toolkit's ChainwebClient
 * calls, with well-formed canned replies, and records every request.
 *
 * Paths it answers (anything before them is the caller's `rpcUrl`, so
 * `/chainweb/0.0/<network>/chain/<chain>/pact/api/v1/local` and a Pact
 * server's `/api/v1/local` both work):
 *   POST …/api/v1/send     → { requestKeys }: one key per command, the command's hash
 *   POST …/api/v1/poll     → { [key]: TransactionResult } for every key it was sent
 *   POST …/api/v1/listen   → TransactionResult of the key
 *   POST …/api/v1/local    → LocalResult (a command result without block data)
 *   POST …/spv             → an SPV proof (a base64url string), Chainweb's /spv
 *   GET  …/chainweb/0.0/<network>/cut → a cut: { hashes: { <chain>: { height, hash } }, height, weight, … }
 *   GET  …/health-check, …/version, …/info → Chainweb's plain answers
 *
 * Where each reply's shape comes from: the toolkit's own types in its source,
 * `packages/chainweb-client/src/types.ts` (SendResult's `requestKeys`,
 * TransactionResult, LocalResult, PollResponse, CutInfo read from `hashes`) and
 * `packages/chainweb-client/src/client.ts` (which fields of /cut and /info it
 * reads, that it parses JSON only under a JSON content type, and that a
 * non-2xx status becomes an HTTP_ERROR). The request key is the command's
 * hash, as in the Pact API, so replies can be matched to what was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header a sample run sets on each request: the origin the sample meant (the stand-in only sees its own). */
export const ORIGIN_HEADER = 'x-pact-docs-origin';
/** The header that names the sample a request belongs to. */
export const SAMPLE_HEADER = 'x-pact-docs-sample';

export interface RecordedRequest {
  /** The sample that sent it (SAMPLE_HEADER), or "" when none was named. */
  sample: string;
  method: string;
  /** The URL as the sample addressed it: ORIGIN_HEADER (or the stand-in's own origin) + path and query. */
  url: string;
  path: string;
  /** The body, parsed when it is JSON, else the text ("" for none). */
  body: unknown;
}

export interface StandInOptions {
  /** Commands whose Pact code matches get a failed result instead of a successful one. */
  failWhen?: (code: string | undefined) => boolean;
  /** The value of a successful result (default "Write succeeded", Pact's answer to a write). */
  successData?: unknown;
}

export interface StandIn {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request so far, in arrival order. */
  requests: RecordedRequest[];
  /** The requests one sample sent. */
  requestsOf(sample: string): RecordedRequest[];
  close(): Promise<void>;
}

/** Pact API endpoints, by the last part of the path. */
const PACT_ENDPOINT = /\/api\/v1\/(send|poll|listen|local)$/;
const CUT = /\/chainweb\/0\.0\/([^/]+)\/cut$/;
const CHAIN_IN_PATH = /\/chain\/([^/]+)\//;

/** The Pact code of a command (`cmd` is the JSON text of the command). */
export function commandCode(cmdText: unknown): string | undefined {
  if (typeof cmdText !== 'string') return undefined;
  try {
    const cmd = JSON.parse(cmdText);
    return cmd?.payload?.exec?.code;
  } catch {
    return undefined;
  }
}

/** A 43-character base64url string, the form of a Pact hash, made from any text (for replies without a hash to echo). */
export function fakeHash(text: string): string {
  let h = 2166136261;
  let out = '';
  for (let round = 0; out.length < 43; round++) {
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    h = Math.imul(h ^ round, 16777619) >>> 0;
    out += Buffer.from(Uint32Array.of(h).buffer).toString('base64url').slice(0, 5);
  }
  return out.slice(0, 43);
}

export function createStandInReplies(options: StandInOptions = {}) {
  const data = options.successData ?? 'Write succeeded';
  /** What each request key was sent as, to answer /poll and /listen. */
  const sent = new Map<string, string | undefined>();
  const pactResult = (code: string | undefined) =>
    options.failWhen?.(code)
      ? { status: 'failure' as const, error: { message: `stand-in: the sample's setup asked this command to fail`, info: '' } }
      : { status: 'success' as const, data };
  let height = 100;
  const transactionResult = (reqKey: string) => {
    height += 1;
    return {
      reqKey,
      txId: height,
      gas: 73,
      logs: fakeHash(`logs ${reqKey}`),
      events: [],
      continuation: null,
      result: pactResult(sent.get(reqKey)),
      metaData: { blockTime: 1_700_000_000_000_000, blockHeight: height, blockHash: fakeHash(`block ${height}`), prevBlockHash: fakeHash(`block ${height - 1}`) },
    };
  };
  return {
    /** The status and JSON (or text) reply to one request. */
    reply(method: string, path: string, body: any): { status: number; json?: unknown; text?: string } {
      const pact = PACT_ENDPOINT.exec(path);
      if (pact && method === 'POST') {
        switch (pact[1]) {
          case 'send': {
            if (!Array.isArray(body?.cmds)) return { status: 400, text: 'stand-in: /send expects { "cmds": [ { "hash", "sigs", "cmd" } ] }' };
            const requestKeys = body.cmds.map((c: { hash?: string; cmd?: string }) => {
              const key = c.hash ?? fakeHash(String(c.cmd));
              sent.set(key, commandCode(c.cmd));
              return key;
            });
            return { status: 200, json: { requestKeys } };
          }
          case 'poll': {
            if (!Array.isArray(body?.requestKeys)) return { status: 400, text: 'stand-in: /poll expects { "requestKeys": [...] }' };
            return { status: 200, json: Object.fromEntries(body.requestKeys.filter((k: string) => sent.has(k)).map((k: string) => [k, transactionResult(k)])) };
          }
          case 'listen': {
            if (typeof body?.listen !== 'string') return { status: 400, text: 'stand-in: /listen expects { "listen": "<request key>" }' };
            return { status: 200, json: transactionResult(body.listen) };
          }
          case 'local': {
            if (typeof body?.cmd !== 'string') return { status: 400, text: 'stand-in: /local expects a command { "hash", "sigs", "cmd" }' };
            const reqKey = body.hash ?? fakeHash(body.cmd);
            return { status: 200, json: { reqKey, gas: 7, logs: null, events: [], continuation: null, metaData: null, txId: null, result: pactResult(commandCode(body.cmd)) } };
          }
        }
      }
      if (method === 'POST' && path.endsWith('/spv')) return { status: 200, json: fakeHash(JSON.stringify(body)) + fakeHash('spv') };
      const cut = CUT.exec(path);
      if (cut && method === 'GET') {
        const hashes = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i), { height: 1000 + i, hash: fakeHash(`chain ${i}`) }]));
        return { status: 200, json: { hashes, height: 20_000, weight: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', instance: cut[1], id: fakeHash('cut'), origin: null } };
      }
      if (method === 'GET' && path.endsWith('/health-check')) return { status: 200, text: 'Health check OK.' };
      if (method === 'GET' && path.endsWith('/version')) return { status: 200, text: '4.13.0' };
      if (method === 'GET' && path.endsWith('/info')) {
        return { status: 200, json: { nodeVersion: 'development', nodeApiVersion: '0.0', nodeChains: Array.from({ length: 20 }, (_, i) => String(i)), nodeNumberOfChains: 20 } };
      }
      return { status: 404, text: `stand-in: no endpoint ${method} ${path} (it answers …/api/v1/send|poll|listen|local, …/spv, …/chainweb/0.0/<network>/cut, …/health-check, …/version, …/info)` };
    },
  };
}

/** The chain a URL addresses (`…/chain/<id>/…`), if any. */
export function chainOfUrl(url: string): string | undefined {
  return CHAIN_IN_PATH.exec(new URL(url).pathname)?.[1];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const parse = (text: string): unknown => {
  if (!text) return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const replies = createStandInReplies(options);
  let origin = '';
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const text = await readBody(req);
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', origin);
    const meant = req.headers[ORIGIN_HEADER];
    const body = parse(text);
    requests.push({
      sample: String(req.headers[SAMPLE_HEADER] ?? ''),
      method,
      url: `${typeof meant === 'string' ? meant : origin}${target.pathname}${target.search}`,
      path: target.pathname,
      body,
    });
    const answer = replies.reply(method, target.pathname, body);
    if (answer.json !== undefined) {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    } else {
      res.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(answer.text ?? '');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    requestsOf: (sample) => requests.filter((r) => r.sample === sample),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
