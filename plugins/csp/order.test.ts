/**
 * The policy is hashed from the final HTML only if the CSP pass runs after every other plugin's rewrite. That rests
 * on three things this test holds: Rspress starts the `afterBuild` hooks in plugin order (one `Promise.all` over the
 * list), no `afterBuild` of ours is asynchronous (each finishes before the next starts), and the CSP plugin is the
 * last in rspress.config.ts. WORKAROUNDS.md row "csp-last".
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

describe('the CSP pass runs last', () => {
  it('Rspress starts afterBuild hooks together, in plugin order', () => {
    const driver = readFileSync(path.join(ROOT, 'node_modules/@rspress/core/dist/node/PluginDriver.js'), 'utf8');
    expect(driver).toMatch(/async afterBuild\(\) \{\s*return this\._runParallelAsyncHook\('afterBuild',/);
    const parallel = /_runParallelAsyncHook\(hookName, \.\.\.args\) \{\s*return (.*);/.exec(driver)?.[1];
    expect(parallel).toBe("Promise.all(this.#plugins.filter((plugin)=>'function' == typeof plugin[hookName]).map((plugin)=>plugin[hookName](...args)))");
  });

  it('no afterBuild hook of ours is asynchronous', () => {
    const offenders = ['plugins', 'config', 'lib']
      .flatMap((dir) => readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.ts$/.test(e.name) && !e.name.includes('.test.')).map((e) => path.join(e.parentPath, e.name)))
      .filter((file) => /async\s+afterBuild\b|afterBuild\s*:\s*async\b|afterBuild\s*\([^)]*\)\s*\{[^}]*\bawait\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('pluginCsp is the last plugin in rspress.config.ts', () => {
    const config = readFileSync(path.join(ROOT, 'rspress.config.ts'), 'utf8');
    const list = config.slice(config.indexOf('plugins: ['), config.indexOf('themeConfig:'));
    const calls = [...list.matchAll(/^\s{4}(\w+)\(/gm)].map((m) => m[1]);
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.at(-1)).toBe('pluginCsp');
  });
});
