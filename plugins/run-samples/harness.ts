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
 * It is the process's entry: `node harness.mjs <part.mjs>… <sample.mjs>` imports
 * the modules one after the other after setting up (the samples a continuation
 * continues, then the sample: ./continues.ts), then exits, 0 when the last
 * module finished, 1 with the error on stderr when one threw, whatever timers
 * or sockets the code left open. Requests are recorded under the id of the
 * module that is running. Its options come in the PACT_DOCS_RUN environment
 * variable (JSON).
 */
import { writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ORIGIN_HEADER, SAMPLE_HEADER } from './stand-in';

export interface HarnessOptions {
  /** The stand-in's origin, http://127.0.0.1:<port>. */
  standIn: string;
  /** The id each module's requests are recorded under, one per module in the order they run. */
  samples: string[];
  /** What the bundler plugin would inject (a MultiNetworkConfig), or null for nothing. */
  networks: unknown;
}

export const HARNESS_ENV = 'PACT_DOCS_RUN';

/** The URL and headers one request is sent with: the stand-in's origin, the meant origin and sample in headers. */
export function redirect(url: string, headers: Headers, standIn: string, sample: string): string {
  const meant = new URL(url);
  headers.set(ORIGIN_HEADER, meant.origin);
  headers.set(SAMPLE_HEADER, sample);
  return `${standIn}${meant.pathname}${meant.search}`;
}

/** Installs the redirect and the network settings; returns how to set the id requests are recorded under. */
export function installHarness(options: HarnessOptions): (sample: string) => void {
  const realFetch = globalThis.fetch;
  let current = options.samples[0] ?? '';
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    const target = redirect(request.url, headers, options.standIn, current);
    return realFetch(new Request(target, { method: request.method, headers, body: request.body, signal: request.signal, duplex: 'half' } as RequestInit));
  };
  if (options.networks) (globalThis as Record<string, unknown>).__PACT_TOOLBOX_NETWORKS__ = options.networks;
  return (sample) => {
    current = sample;
  };
}

/** Runs the modules named on the command line in order, each under its id, then ends the process. */
export async function runSampleModules(files: readonly string[], samples: readonly string[], recordAs: (sample: string) => void): Promise<never> {
  try {
    for (const [i, file] of files.entries()) {
      recordAs(samples[i] ?? samples.at(-1) ?? '');
      await import(pathToFileURL(file).href);
    }
  } catch (error) {
    writeSync(2, `${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
    process.exit(1);
  }
  process.exit(0);
}

const raw = process.env[HARNESS_ENV];
if (raw && process.argv[2]) {
  const options: HarnessOptions = JSON.parse(raw);
  await runSampleModules(process.argv.slice(2), options.samples, installHarness(options));
}
