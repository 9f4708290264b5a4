import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeRegistry, unreachableCode, unreachableDuringRun } from './registry';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_FILE = path.join(ROOT, 'config/npm-install.json');

describe('probeRegistry', () => {
  it('passes a registry that answers, and one that answers with an error of its own', async () => {
    expect(await probeRegistry(async () => 'ok')).toBeNull();
    expect(await probeRegistry(async () => Promise.reject(Object.assign(new Error('Command failed'), { stderr: 'npm error code E404\nnpm error 404 Not Found' })))).toBeNull();
  });

  it('turns a connection failure or a timeout into a skip message that says nothing was checked', async () => {
    const refused = Object.assign(new Error('Command failed: npm view'), { stderr: 'npm warn Unknown user config "nodedir".\nnpm error code ECONNREFUSED\nnpm error errno ECONNREFUSED' });
    expect(await probeRegistry(async () => Promise.reject(refused))).toMatch(/^check:install: skipped, nothing was checked: the npm registry cannot be reached \(ECONNREFUSED: npm error code ECONNREFUSED\)\. This is not a pass\. Fix: /);
    const killed = Object.assign(new Error('Command failed: npm view'), { killed: true, stderr: '' });
    expect(await probeRegistry(async () => Promise.reject(killed))).toMatch(/cannot be reached \(npm view did not answer in time\)/);
  });
});

describe('unreachableDuringRun', () => {
  it('finds an install that failed because the network went away, and ignores real package failures', () => {
    const e404 = { install: { ok: false, error: 'E404: 404 Not Found: @pact-toolbox/config' }, entries: {} };
    const reset = { install: { ok: false, error: 'ECONNRESET: request to https://registry.npmjs.org/x failed, reason: socket hang up' }, entries: {} };
    expect(unreachableDuringRun({ 'a@1.0.0': e404 })).toBeNull();
    expect(unreachableDuringRun({ 'a@1.0.0': e404, 'b@2.0.0': reset })).toBe(`b@2.0.0: ${reset.install.error}`);
    expect(unreachableCode('ETIMEDOUT: npm install did not finish in 240 s')).toBe('ETIMEDOUT');
    expect(unreachableCode("Error [ERR_MODULE_NOT_FOUND]: Cannot find module '<project>/x'")).toBeNull();
  });
});

/** Runs the real command with npm pointed at `registry` and a cache of its own. */
function runCheck(registry: string, args: string[] = []) {
  const cache = mkdtempSync(path.join(tmpdir(), 'pt-install-check-cache-'));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts/check-install.ts'), ...args],
      { cwd: ROOT, timeout: 120_000, env: { ...process.env, npm_config_registry: registry, npm_config_cache: cache, npm_config_fetch_retries: '0' } },
      (error, stdout, stderr) => {
        rmSync(cache, { recursive: true, force: true });
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr });
      },
    );
  });
}

describe('npm run check:install when the registry cannot be reached (real process)', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // Answers the first question (npm view), then drops every connection: a registry lost mid-run.
    server = createServer((req, res) => {
      if (req.url?.startsWith('/@pact-toolbox%2fchainweb-client') || req.url?.startsWith('/@pact-toolbox%2Fchainweb-client')) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ name: '@pact-toolbox/chainweb-client', 'dist-tags': { latest: '0.1.0' }, versions: { '0.1.0': { name: '@pact-toolbox/chainweb-client', version: '0.1.0' } } }));
        return;
      }
      req.socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('exits 2 with the skip message when nothing answers, and never says the data agrees', async () => {
    const { code, stdout, stderr } = await runCheck('http://127.0.0.1:1/');
    expect(code).toBe(2);
    expect(stderr).toContain('check:install: skipped, nothing was checked: the npm registry cannot be reached (ECONNREFUSED');
    expect(stdout).not.toContain('agrees');
  }, 130_000);

  it('exits 2 and leaves the data file alone when the registry stops answering during a --write run', async () => {
    const before = readFileSync(DATA_FILE, 'utf8');
    try {
      const { code, stdout, stderr } = await runCheck(url, ['--write']);
      expect(code).toBe(2);
      expect(stderr).toMatch(/skipped, nothing was checked: the npm registry cannot be reached \(it stopped answering during the run: @\S+: (ECONNRESET|ECONNREFUSED|ETIMEDOUT)/);
      expect(stdout).not.toContain('wrote');
      expect(readFileSync(DATA_FILE, 'utf8')).toBe(before);
    } finally {
      // Code that writes a failed run must not leave it in the working tree.
      if (readFileSync(DATA_FILE, 'utf8') !== before) await import('node:fs').then((fs) => fs.writeFileSync(DATA_FILE, before));
    }
  }, 130_000);
});
