import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../api-gen/manifest.json';
import { parseManifest } from '../../api-gen/manifest';
import { guidePages } from '../../api-gen/guide-pages';
import { installNoteProblems, notedPackages, registryInstalls } from './page-installs';
import { installTargets } from './targets';

const pins = parseManifest(manifest);
const DOCS = path.resolve(import.meta.dirname, '../../docs');

describe('registryInstalls', () => {
  it('reads the registry packages from install commands in tabs, code and prose, and skips paths and other names', () => {
    const text = [
      `<PackageManagerTabs command={{ npm: 'npm install @pact-toolbox/transaction', pnpm: 'pnpm add @pact-toolbox/transaction' }} />`,
      'npm install -D vitest @pact-toolbox/test@0.3.0',
      'npm install ../pact-toolbox/packages/network ../pact-toolbox/packages/config',
      'Run `npm install pact-toolbox` and you get a 404; `@pact-toolbox/config` is not on npm.',
    ].join('\n');
    expect([...registryInstalls(text)].sort()).toEqual(['test', 'transaction']);
    expect([...notedPackages(`<InstallNote packages={['wallet-adapters', "@pact-toolbox/wallet-ui"]} />`)]).toEqual(['wallet-adapters', 'wallet-ui']);
  });

  it('flags an npm install without its callout, and one of a package the manifest does not pin', () => {
    expect(installNoteProblems('a.mdx', "npm install @pact-toolbox/chainweb-client\n<InstallNote packages={['chainweb-client']} />", pins)).toEqual([]);
    expect(installNoteProblems('a.mdx', 'npm install @pact-toolbox/chainweb-client', pins)).toEqual([
      "a.mdx: tells readers to install @pact-toolbox/chainweb-client from npm without the install check's callout. Fix: add <InstallNote packages={['chainweb-client']} /> after the command.",
    ]);
    expect(installNoteProblems('a.mdx', 'npm install @pact-toolbox/config', pins)[0]).toMatch(/does not pin a published version of it/);
  });
});

describe('the guide pages', () => {
  const pages = guidePages(DOCS).map((page) => ({ page, text: readFileSync(path.join(DOCS, page), 'utf8') }));

  it('carry the install check callout for every package they install from npm', () => {
    expect(pages.flatMap(({ page, text }) => installNoteProblems(page, text, pins))).toEqual([]);
  });

  it('install from npm only packages the install check tries', () => {
    const checked = new Set(installTargets(pins, [], null).map((t) => t.name));
    const installed = pages.flatMap(({ text }) => [...registryInstalls(text)].map((name) => `@pact-toolbox/${name}`));
    expect(installed.length).toBeGreaterThan(0);
    expect(installed.filter((name) => !checked.has(name))).toEqual([]);
  });
});
