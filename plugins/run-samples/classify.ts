/**
 * Which guide samples are network samples (they call something that sends a
 * request: config/run-samples.ts SENDING_CALLS) and, of those, which cannot
 * run here and why (NOT_RUN_RULES); a sample that continues an earlier one says which names it takes from it.
 * Pure: code in, verdict out.
 */
import { CONNECTED_WALLET, NOT_RUN_RULES, SCRIPT_RUN, SENDING_CALLS } from '../../config/run-samples';

/**
 * `wallet`: the sample signs with a connected wallet; it runs with one connected (config/run-samples.ts CONNECTED_WALLET).
 * `continues`: names its hidden preamble only declares, values an earlier sample on the page made; it runs after
 * that sample in the same process (./continues.ts finds it).
 * `script`: a deployment script that starts no network; the toolkit's runner runs it (config/run-samples.ts SCRIPT_RUN).
 */
export type Verdict = { kind: 'offline' } | { kind: 'run'; wallet?: true; continues?: string[]; script?: true } | { kind: 'not-run'; reason: string; needs?: string };

const CUT = /^\s*\/\/\s*---cut---\s*$/m;
const SENDS = new RegExp(`(?:\\.|\\b)(?:${SENDING_CALLS.join('|')})\\s*(?:<[^>()]*>)?\\s*\\(`);

/** The code a reader sees (below `// ---cut---`) and the hidden preamble above it. */
export function splitPreamble(code: string): { preamble: string; visible: string } {
  const match = CUT.exec(code);
  return match ? { preamble: code.slice(0, match.index), visible: code.slice(match.index + match[0].length) } : { preamble: '', visible: code };
}

/** Names a hidden preamble only declares (`declare const client: ChainwebClient;`): values an earlier sample made. */
export function declaredNames(preamble: string): string[] {
  return [...preamble.matchAll(/^\s*declare\s+(?:const|let|var|function)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
}

/** Whether the code calls something that sends a request (comments ignored). */
export function sendsSomething(code: string): boolean {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"'`])\/\/.*$/gm, '$1');
  return SENDS.test(withoutComments);
}

export function classify(code: string): Verdict {
  const { preamble, visible } = splitPreamble(code);
  if (!sendsSomething(visible)) return { kind: 'offline' };
  if (SCRIPT_RUN.pattern.test(code)) return { kind: 'run', script: true };
  const rule = NOT_RUN_RULES.find((r) => r.pattern.test(code));
  if (rule) return rule.needs ? { kind: 'not-run', reason: rule.reason, needs: rule.needs } : { kind: 'not-run', reason: rule.reason };
  const declared = declaredNames(preamble);
  return { kind: 'run', ...(CONNECTED_WALLET.pattern.test(visible) ? { wallet: true as const } : {}), ...(declared.length ? { continues: declared } : {}) };
}
