import { describe, expect, it } from 'vitest';
import { guideSubpaths, installTargets } from './targets';

describe('installTargets', () => {
  const pins = [
    { name: 'unplugin', version: '0.2.0', internal: false },
    { name: 'config', version: null, internal: false },
    { name: 'types', version: '0.2.0', internal: true },
  ] as never;

  it('checks each published, non-internal package with its root and the subpaths the guide imports', () => {
    const guide = ['import pact from "@pact-toolbox/unplugin/vite";\nconst m = await import("@pact-toolbox/unplugin/next");', 'import { x } from "@pact-toolbox/unplugin";'];
    expect(installTargets(pins, guide, { name: '@pactup/linux-x64-gnu', version: '0.3.0' })).toEqual([
      { name: '@pact-toolbox/unplugin', version: '0.2.0', imports: ['@pact-toolbox/unplugin', '@pact-toolbox/unplugin/next', '@pact-toolbox/unplugin/vite'] },
      { name: '@pactup/linux-x64-gnu', version: '0.3.0', imports: [], binary: 'pactup' },
    ]);
  });

  it('reads subpaths from import statements only', () => {
    expect([...(guideSubpaths(['see @pact-toolbox/unplugin/vite in the docs']).get('unplugin') ?? [])]).toEqual([]);
  });
});
