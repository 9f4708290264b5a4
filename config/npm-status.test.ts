import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guidePages } from '../api-gen/guide-pages';
import { NOT_ON_NPM, OTHER_PUBLISHED, PACTUP_CHECKED_PLATFORM, PACTUP_PLATFORMS, PACTUP_VERSION } from './npm-status';

const DOCS = path.resolve(import.meta.dirname, '../docs');

describe('the pactup facts', () => {
  it('the npm table row names every binary package and the install script, from the one list', () => {
    const row = NOT_ON_NPM.find((p) => p.name === 'pactup');
    expect(row?.instead).toBe(
      'Install it with its install script, or take the binary-only package for your system from npm (@pactup/darwin-arm64, darwin-x64, linux-x64-gnu, linux-arm64-gnu, linux-x64-musl or linux-arm64-musl, all 0.3.0); the Pactup page shows both.',
    );
    expect(OTHER_PUBLISHED.map((p) => `${p.name}@${p.version}`)).toEqual(PACTUP_PLATFORMS.map((p) => `@pactup/${p}@${PACTUP_VERSION}`));
    expect(PACTUP_PLATFORMS).toContain(PACTUP_CHECKED_PLATFORM.name.replace('@pactup/', ''));
  });

  it('the guide names only published @pactup packages, and the Pactup page names all of them at their version', () => {
    const named = new Set<string>();
    for (const page of guidePages(DOCS)) {
      for (const m of readFileSync(path.join(DOCS, page), 'utf8').matchAll(/@pactup\/([a-z0-9-]+)/g)) named.add(m[1]);
    }
    expect([...named].filter((p) => !PACTUP_PLATFORMS.includes(p))).toEqual([]);
    const pactup = readFileSync(path.join(DOCS, 'setup/pactup.mdx'), 'utf8');
    // The npm route of "Other install methods" lists the packages in one sentence.
    const npmRoute = pactup.split('\n').find((line) => line.startsWith('- **npm**')) ?? '';
    expect(PACTUP_PLATFORMS.filter((p) => !npmRoute.includes(`\`@pactup/${p}\``))).toEqual([]);
    expect(npmRoute).toContain(`version ${PACTUP_VERSION}`);
    expect(pactup).toContain('https://raw.githubusercontent.com/kadena-community/pactup/main/scripts/install.sh');
  });
});
