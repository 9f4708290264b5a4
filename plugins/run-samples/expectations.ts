/**
 * What a page says a sample sends, written on the line before the fence (a
 * blank line between), one request per `sends:` line:
 *
 *   {/* sends: POST local chain=1 network=development *\/}                 (MDX)
 *   <!-- sends: POST send code="(coin.transfer \"a\" \"b\" 1.0)" ttl=900 -->  (.md)
 *
 * Words: a method (`GET`, `POST`), an endpoint (`send`, `poll`, `listen`,
 * `local`, `spv`, `cut`, `health-check`, `info`, `version`, or a path ending
 * such as `/api/v1/local`), and fields: `chain` (the URL's chain and every
 * command's `meta.chainId`), `network` (the URL's network and every command's
 * `networkId`), `code` (a command's Pact code, a JSON string), and the meta
 * defaults `ttl`, `gasLimit`, `gasPrice`, `sender`. Each line must be met by
 * at least one request the sample sent. Pure.
 */
import type { RootContent } from 'mdast';
import { chainOfUrl, type RecordedRequest } from './stand-in';

export const META_FIELDS = ['ttl', 'gasLimit', 'gasPrice', 'sender'] as const;
const FIELDS = ['chain', 'network', 'code', ...META_FIELDS] as const;
type Field = (typeof FIELDS)[number];

export const ENDPOINTS = ['send', 'poll', 'listen', 'local', 'spv', 'cut', 'health-check', 'info', 'version'] as const;

export interface Expectation {
  /** The line as written, for messages. */
  text: string;
  method?: string;
  /** An endpoint word or a path ending ("/api/v1/local"). */
  endpoint?: string;
  fields: Partial<Record<Field, string>>;
}

export class ExpectationError extends Error {}

const MARKER_LINE = /^sends:\s*(.*)$/;

/** The `sends:` lines of an MDX `{/* … *\/}` or HTML `<!-- … -->` comment node ([] for any other node). */
export function markerLines(node: RootContent): string[] {
  const value = 'value' in node && typeof node.value === 'string' ? node.value.trim() : '';
  let inner: string | undefined;
  if (node.type === 'mdxFlowExpression') inner = /^\/\*([\s\S]*)\*\/$/.exec(value)?.[1];
  else if (node.type === 'html') inner = /^<!--([\s\S]*)-->$/.exec(value)?.[1];
  if (!inner) return [];
  return inner
    .split('\n')
    .map((l) => MARKER_LINE.exec(l.trim())?.[1])
    .filter((l): l is string => l !== undefined);
}

/** Words of a line; a value may be a JSON string (`code="(+ 1 2)"`). */
function words(text: string): string[] {
  const out: string[] = [];
  const re = /\s*([A-Za-z]+=)?("(?:[^"\\]|\\.)*"|\S+)/g;
  for (let m = re.exec(text); m && m[0].trim(); m = re.exec(text)) out.push((m[1] ?? '') + m[2]);
  return out;
}

/** Reads one `sends:` line; throws an ExpectationError naming the word, the reason and the accepted forms. */
export function parseExpectation(text: string): Expectation {
  const expectation: Expectation = { text: text.trim(), fields: {} };
  const fail = (why: string) =>
    new ExpectationError(
      `"sends: ${text.trim()}": ${why}. Write "sends: [GET|POST] [${ENDPOINTS.join('|')}|/path/end] [${FIELDS.join('=…|')}=…]", a value with spaces as a JSON string (code="(+ 1 2)").`,
    );
  for (const word of words(text)) {
    const eq = word.indexOf('=');
    if (eq < 0) {
      if (/^(GET|POST)$/.test(word)) expectation.method = word;
      else if ((ENDPOINTS as readonly string[]).includes(word) || word.startsWith('/')) expectation.endpoint = word;
      else throw fail(`"${word}" is neither a method nor an endpoint`);
      continue;
    }
    const key = word.slice(0, eq) as Field;
    if (!(FIELDS as readonly string[]).includes(key)) throw fail(`"${key}" is not a field it can check`);
    let value = word.slice(eq + 1);
    if (value.startsWith('"')) {
      try {
        value = JSON.parse(value);
      } catch {
        throw fail(`the value of ${key} is not a JSON string`);
      }
    }
    expectation.fields[key] = value;
  }
  if (!expectation.method && !expectation.endpoint && !Object.keys(expectation.fields).length) throw fail('it names nothing to check');
  return expectation;
}

/** The commands a request carries (`/send`: every `cmds[].cmd`; `/local`: `cmd`), parsed. */
export function commandsOf(request: RecordedRequest): Record<string, any>[] {
  const body = request.body as { cmd?: unknown; cmds?: { cmd?: unknown }[] } | null;
  const texts = Array.isArray(body?.cmds) ? body.cmds.map((c) => c?.cmd) : body && typeof body === 'object' && 'cmd' in body ? [body.cmd] : [];
  return texts.flatMap((t) => {
    try {
      return typeof t === 'string' ? [JSON.parse(t)] : [];
    } catch {
      return [];
    }
  });
}

const endpointOf = (path: string) => /\/api\/v1\/([\w-]+)$/.exec(path)?.[1] ?? /\/([\w-]+)$/.exec(path)?.[1] ?? path;
const networkOfUrl = (url: string) => /\/chainweb\/0\.0\/([^/]+)\//.exec(new URL(url).pathname)?.[1];
const same = (sent: unknown, want: string) => (typeof sent === 'number' ? sent === Number(want) : String(sent) === want);

/** What one request contradicts of an expectation, as short phrases ([] when it meets it). */
export function differences(expectation: Expectation, request: RecordedRequest): string[] {
  const out: string[] = [];
  if (expectation.method && request.method !== expectation.method) out.push(`method ${request.method}`);
  if (expectation.endpoint) {
    const ok = expectation.endpoint.startsWith('/') ? request.path.endsWith(expectation.endpoint) : endpointOf(request.path) === expectation.endpoint;
    if (!ok) out.push(`endpoint ${endpointOf(request.path)}`);
  }
  const cmds = commandsOf(request);
  const needsCmd = (field: string) => {
    if (!cmds.length) out.push(`no command to read ${field} from`);
    return cmds.length > 0;
  };
  const { chain, network, code } = expectation.fields;
  if (chain !== undefined) {
    const urlChain = chainOfUrl(request.url);
    if (urlChain !== undefined && urlChain !== chain) out.push(`sent to chain ${urlChain}`);
    for (const c of cmds) if (c?.meta?.chainId !== undefined && String(c.meta.chainId) !== chain) out.push(`command for chain ${c.meta.chainId}`);
    if (urlChain === undefined && !cmds.length) out.push('no chain in the URL or a command');
  }
  if (network !== undefined) {
    const urlNetwork = networkOfUrl(request.url);
    if (urlNetwork !== undefined && urlNetwork !== network) out.push(`URL network ${urlNetwork}`);
    for (const c of cmds) if (c?.networkId !== network) out.push(`command network ${JSON.stringify(c?.networkId)}`);
    if (urlNetwork === undefined && !cmds.length) out.push('no network in the URL or a command');
  }
  if (code !== undefined && needsCmd('code') && !cmds.some((c) => c?.payload?.exec?.code === code)) {
    out.push(`code ${cmds.map((c) => JSON.stringify(c?.payload?.exec?.code ?? c?.payload)).join(', ')}`);
  }
  for (const field of META_FIELDS) {
    const want = expectation.fields[field];
    if (want === undefined || !needsCmd(field)) continue;
    for (const c of cmds) if (!same(c?.meta?.[field], want)) out.push(`${field} ${JSON.stringify(c?.meta?.[field])}`);
  }
  return [...new Set(out)];
}

/** A request in one line: `POST http://…/chain/0/pact/api/v1/local`. */
export const requestLine = (r: RecordedRequest) => `${r.method} ${r.url}`;

/** The expectations no request meets, each with what the nearest request sent instead. */
export function unmet(expectations: readonly Expectation[], requests: readonly RecordedRequest[]): string[] {
  const problems: string[] = [];
  for (const e of expectations) {
    if (requests.some((r) => differences(e, r).length === 0)) continue;
    if (!requests.length) {
      problems.push(`expects "${e.text}", but the sample sent nothing`);
      continue;
    }
    // The nearest request: fewest differences, earliest first.
    const ranked = requests.map((r) => ({ r, d: differences(e, r) })).sort((a, b) => a.d.length - b.d.length);
    problems.push(`expects "${e.text}", but no request matches; nearest: ${requestLine(ranked[0].r)} (${ranked[0].d.join(', ')})`);
  }
  return problems;
}
