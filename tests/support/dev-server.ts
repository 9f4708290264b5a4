/**
 * `rspress dev` for a browser test: on a free port, over a copy of `docs/` (so a test can edit a page without
 * touching the project's), with its own output folder (the slim-site-data plugin keeps work files per output folder).
 * Started from the test that needs it, not from the global setup; `stop()` ends its process group.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from './sites';

export interface DevServer {
  /** The address it printed, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The copied documents folder it serves. */
  docsDir: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** A port no one listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The URL in `rspress dev`'s "Local:" line (it moves to another port by itself when the one asked for is taken). */
export function localUrl(output: string): string | undefined {
  return /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
}

/** `prepare` may add or change pages in the copy before the server starts. */
export async function startDevServer(startBoundMs: number, prepare: (docsDir: string) => void = () => {}): Promise<DevServer> {
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const work = mkdtempSync(path.join(ROOT, '.cache', 'dev-server-'));
  const docsDir = path.join(work, 'docs');
  cpSync(path.join(ROOT, 'docs'), docsDir, { recursive: true });
  // Pages import the project's components by relative path (`../theme/…`, `../../plugins/…`): beside the copy they
  // find the project's own folders.
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && !['docs', 'node_modules'].includes(entry.name)) symlinkSync(path.join(ROOT, entry.name), path.join(work, entry.name));
  }
  prepare(docsDir);
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, DOCS_ROOT: path.relative(ROOT, docsDir), DOCS_OUT_DIR: path.join(work, 'out'), DOCS_BASE: '', DOCS_EDIT_URL: '', FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + startBoundMs;
  // Ready once the first compile has finished ("ready   built in …"), after it printed its address.
  while (!(localUrl(output) && /ready\s+built in/.test(output))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const code = child.exitCode;
      await stop();
      const why = code !== null ? `stopped (exit code ${code}) before it was ready` : `was not ready within ${startBoundMs / 1000} s`;
      throw new Error(`rspress dev ${why}; it printed:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url: localUrl(output)!, docsDir, output: () => output, stop };
}
