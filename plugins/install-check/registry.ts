/**
 * Telling "the registry cannot be reached" apart from "the package is broken". A network failure is never a result:
 * the check stops with a skip message (exit 2) instead of writing or comparing it, so neither a pass nor a data file
 * saying "npm install fails: ECONNREFUSED" can come out of a run that could not ask the registry.
 */
import type { PackageResult } from '../../api-gen/install-results';

/** npm and Node error codes that mean the request never got an answer from the registry. */
const UNREACHABLE = /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ESOCKETTIMEDOUT|EHOSTUNREACH|ENETUNREACH|ERR_SOCKET_TIMEOUT|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN)\b/;

/** The code naming why the registry could not be reached, or null when the text describes some other failure. */
export function unreachableCode(text: string): string | null {
  return UNREACHABLE.exec(text)?.[1] ?? null;
}

/** The one message every skip prints: what happened, that nothing was checked, and what to do. */
export function skipMessage(reason: string): string {
  return `check:install: skipped, nothing was checked: the npm registry cannot be reached (${reason}). This is not a pass. Fix: run it where the registry is reachable (check the network, or npm's "registry" and proxy settings).`;
}

/**
 * Asks the registry one cheap question (`probe` runs `npm view`); returns null when it answered, else the skip
 * message. A registry that answers with an error of its own (an E404, say) counts as reachable.
 */
export async function probeRegistry(probe: () => Promise<unknown>): Promise<string | null> {
  try {
    await probe();
    return null;
  } catch (error) {
    const text = `${String((error as { stderr?: string }).stderr ?? '')}\n${String((error as Error).message ?? error)}`;
    const code = unreachableCode(text);
    if (!code && (error as { killed?: boolean }).killed) return skipMessage('npm view did not answer in time');
    if (!code && /\bE\d{3}\b/.test(text)) return null;
    const first = text.split('\n').find((line) => line.trim() && !/^npm (warn|WARN)/.test(line)) ?? 'npm view failed';
    return skipMessage(code ? `${code}: ${first.trim()}` : first.trim());
  }
}

/** The first package whose install failed because the registry stopped answering mid-run, as `name@version: error`. */
export function unreachableDuringRun(packages: Record<string, PackageResult>): string | null {
  for (const [name, result] of Object.entries(packages)) {
    if (!result.install.ok && unreachableCode(result.install.error ?? '')) return `${name}: ${result.install.error}`;
  }
  return null;
}
