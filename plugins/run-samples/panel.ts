/**
 * "What this sends": the panel under a sample that ran against the stand-in,
 * as static HTML (hast) rendered at build time: a collapsed `<details>` with
 * each recorded request's method, URL (with its network and chain), and JSON
 * body, the command's `cmd` text shown parsed. Values that differ on every run
 * (nonce, creation time, hash, signatures, request keys) are marked. No
 * script: the browser's own `<details>` opens it.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { chainOfUrl, type RecordedRequest } from './stand-in';

export const PANEL_CLASS = 'pt-sends';
export const VARIES_CLASS = 'pt-sends-varies';

/** Keys whose values change with every run. */
export const VARYING_KEYS = new Set(['nonce', 'creationTime', 'hash', 'sig', 'requestKeys', 'listen', 'reqKey']);
/** Keys holding a command as JSON text, shown parsed. */
const COMMAND_KEYS = new Set(['cmd']);

const text = (value: string): ElementContent => ({ type: 'text', value });
const varies = (children: ElementContent[]): Element => h('span', { class: VARIES_CLASS, title: 'changes with every run' }, children);

function parseCommand(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** A JSON value as pretty-printed text nodes, varying values wrapped, `cmd` strings parsed. */
export function jsonNodes(value: unknown, indent = '', key?: string): ElementContent[] {
  const wrap = (nodes: ElementContent[]) => (key && VARYING_KEYS.has(key) ? [varies(nodes)] : nodes);
  if (key && COMMAND_KEYS.has(key)) {
    const parsed = parseCommand(value);
    if (parsed !== undefined) return jsonNodes(parsed, indent);
  }
  if (Array.isArray(value)) {
    if (!value.length) return [text('[]')];
    const inner = `${indent}  `;
    const out: ElementContent[] = [text('[\n')];
    value.forEach((item, i) => {
      // Items of a varying array (requestKeys) vary each.
      out.push(text(inner), ...(key && VARYING_KEYS.has(key) ? [varies(jsonNodes(item, inner))] : jsonNodes(item, inner, undefined)), text(i < value.length - 1 ? ',\n' : '\n'));
    });
    out.push(text(`${indent}]`));
    return out;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return [text('{}')];
    const inner = `${indent}  `;
    const out: ElementContent[] = [text('{\n')];
    entries.forEach(([k, v], i) => {
      out.push(text(`${inner}${JSON.stringify(k)}: `), ...jsonNodes(v, inner, k), text(i < entries.length - 1 ? ',\n' : '\n'));
    });
    out.push(text(`${indent}}`));
    return out;
  }
  return wrap([text(JSON.stringify(value) ?? 'null')]);
}

/** Network and chain of a request, from its URL and its commands: "network development · chain 0". */
export function requestFacts(request: RecordedRequest): string {
  const body = request.body as { cmd?: unknown; cmds?: { cmd?: unknown }[] } | null;
  const cmds = (Array.isArray(body?.cmds) ? body.cmds.map((c) => c?.cmd) : [body && typeof body === 'object' ? body.cmd : undefined]).map(parseCommand).filter(Boolean) as {
    networkId?: string;
    meta?: { chainId?: string };
  }[];
  const urlNetwork = /\/chainweb\/0\.0\/([^/]+)\//.exec(new URL(request.url).pathname)?.[1];
  const network = urlNetwork ?? cmds[0]?.networkId;
  const chain = chainOfUrl(request.url) ?? cmds[0]?.meta?.chainId;
  const parts = [network && `network ${network}`, chain !== undefined && `chain ${chain}`, cmds.length > 1 && `${cmds.length} commands`].filter(Boolean);
  return parts.join(' · ');
}

export interface PanelInput {
  requests: readonly RecordedRequest[];
  /** What the run's network settings were (config/run-samples.ts), for the note. */
  networksLabel: string;
  /** What the run set up besides the network settings. */
  setup?: string;
  /** Set when the sample threw (a non-strict build shows it). */
  error?: string;
  /** What ran, for the note: "the sample" (a guide page's) unless told otherwise (an API page's example). */
  subject?: string;
}

/** Whether a body carries a command as JSON text (`cmd`, or `cmds[].cmd`). */
const carriesCommand = (body: unknown) => {
  const b = body as { cmd?: unknown; cmds?: { cmd?: unknown }[] } | null;
  return typeof b?.cmd === 'string' || (Array.isArray(b?.cmds) && b.cmds.some((c) => typeof c?.cmd === 'string'));
};

export function renderPanel({ requests, networksLabel, setup, error, subject = 'the sample' }: PanelInput): Element {
  const count = `${requests.length} request${requests.length === 1 ? '' : 's'}`;
  const items = requests.map((r, i) => {
    const where = requestFacts(r);
    const facts: ElementContent[] = [
      ...(where ? [text(where)] : []),
      ...(carriesCommand(r.body) ? [text(where ? '; ' : ''), h('code', {}, [text('cmd')]), text(' is sent as a JSON string, shown here parsed')] : []),
    ];
    // A <div>, not <pre><code>: Rspress would highlight that as a code block, dropping the marks.
    return h('li', { class: 'pt-sends__item' }, [
      h('p', { class: 'pt-sends__request' }, [h('code', { class: 'pt-sends__method' }, [text(r.method)]), text(' '), h('code', { class: 'pt-sends__url' }, [text(r.url)])]),
      ...(facts.length ? [h('p', { class: 'pt-sends__facts' }, facts)] : []),
      ...(r.body === '' ? [] : [h('div', { class: 'pt-sends__body', tabindex: '0', role: 'region', 'aria-label': `Body of request ${i + 1}` }, jsonNodes(r.body))]),
    ]);
  });
  return h('details', { class: PANEL_CLASS }, [
    h('summary', {}, [text('What this sends'), h('span', { class: 'pt-sends__count' }, [text(error ? `${count}, then it threw` : count)])]),
    h('div', { class: 'pt-sends__content' }, [
      h('p', { class: 'pt-sends__note' }, [
        text(`Recorded when this site was built: ${subject} ran through the toolkit's own code against a local stand-in for Chainweb, with ${networksLabel}${setup ? `, and ${setup}` : ''}. `),
        varies([text('Marked values')]),
        text(' (nonce, creation time, hash, signatures, request keys) change with every run.'),
      ]),
      ...(error ? [h('p', { class: 'pt-sends__error' }, [text(`It threw: ${error}`)])] : []),
      h('ol', { class: 'pt-sends__list' }, items),
    ]),
  ]);
}

export const NEEDS_CLASS = 'pt-sends-needs';

/**
 * The quiet line under a sample this build cannot run: what it needs (config/run-samples.ts NOT_RUN_RULES `needs`,
 * whose backticked words become code, as in the page's prose). No panel.
 */
export function renderNeedsLine(needs: string): Element {
  const words = `Not run when this site was built: it needs ${needs}.`.split('`');
  return h('p', { class: NEEDS_CLASS }, words.map((w, i) => (i % 2 ? h('code', [text(w)]) : text(w))));
}
