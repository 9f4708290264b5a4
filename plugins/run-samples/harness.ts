/**
 * What runs in a sample's own Node.js process before the sample (bundled to
 * one file and preloaded with `node --import`): it points every `fetch` at the
 * Chainweb stand-in and gives the process the network settings the bundler
 * plugin would inject into a page.
 *
 * - `fetch(url)` goes to the stand-in with the same path and query; the origin
 *   the sample addressed and the sample's id travel in two headers, so the
 *   stand-in records the URL as the sample wrote it. Nothing leaves 127.0.0.1.
 * - `globalThis.__PACT_TOOLBOX_NETWORKS__` holds the run's network settings
 *   (config/run-samples.ts), which is where `@pact-toolbox/transaction` looks
 *   for the plugin's settings; a sample that creates its own context is not
 *   affected.
 *
 * It is the process's entry: `node harness.mjs <sample.mjs>` imports the
 * sample after setting up, then exits, 0 when the sample's module finished,
 * 1 with the error on stderr when it threw, whatever timers or sockets the
 * sample's code left open. Its options come in the PACT_DOCS_RUN environment
 * variable (JSON).
 */
import { writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ORIGIN_HEADER, SAMPLE_HEADER } from './stand-in';

export interface HarnessOptions {
  /** The stand-in's origin, http://127.0.0.1:<port>. */
  standIn: string;
  /** The sample's id, sent with each request. */
  sample: string;
  /** What the bundler plugin would inject (a MultiNetworkConfig), or null for nothing. */
  networks: unknown;
}

export const HARNESS_ENV = 'PACT_DOCS_RUN';

/** The URL and headers one request is sent with: the stand-in's origin, the meant origin and sample in headers. */
export function redirect(url: string, headers: Headers, options: HarnessOptions): string {
  const meant = new URL(url);
  headers.set(ORIGIN_HEADER, meant.origin);
  headers.set(SAMPLE_HEADER, options.sample);
  return `${options.standIn}${meant.pathname}${meant.search}`;
}

export function installHarness(options: HarnessOptions): void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    const target = redirect(request.url, headers, options);
    return realFetch(new Request(target, { method: request.method, headers, body: request.body, signal: request.signal, duplex: 'half' } as RequestInit));
  };
  if (options.networks) (globalThis as Record<string, unknown>).__PACT_TOOLBOX_NETWORKS__ = options.networks;
}

/** Runs the sample module named on the command line, then ends the process. */
export async function runSampleModule(file: string): Promise<never> {
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    writeSync(2, `${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
    process.exit(1);
  }
  process.exit(0);
}

const raw = process.env[HARNESS_ENV];
if (raw && process.argv[2]) {
  installHarness(JSON.parse(raw));
  await runSampleModule(process.argv[2]);
}
