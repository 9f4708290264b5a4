import { describe, expect, it } from 'vitest';
import type { PackageFacts } from '../../../api-gen/package-facts';
import { declarationLines, formatRows, formatSummary } from './package-formats';
import type { PackageRow } from './published-packages';

const facts = (over: Partial<PackageFacts> = {}): PackageFacts => ({
  formats: ['ESM', 'CommonJS'],
  conditions: ['browser', 'node'],
  entryPoints: ['.'],
  types: true,
  peerDependencies: {},
  sideEffects: null,
  engines: null,
  kadena: [],
  ...over,
});

const rows: PackageRow[] = [
  { name: '@pact-toolbox/crypto', version: '0.2.0', note: '', facts: facts() },
  { name: '@pact-toolbox/test', version: '0.3.0', note: 'npm install @pact-toolbox/test@0.3.0 fails: E404.' },
  { name: '@pact-toolbox/wallet-ui', version: '0.1.0', note: '', facts: facts({ conditions: [], entryPoints: ['.', './react'], peerDependencies: { react: '^19' } }) },
  { name: '@pact-toolbox/docker', version: '0.1.0', note: '', facts: facts({ engines: { node: '>=20.0.0' }, kadena: ['@kadena/client'], sideEffects: false }) },
  { name: '@pact-toolbox/utils', version: '0.2.0', note: 'Installed as a dependency.', internal: true },
  { name: '@pact-toolbox/config', version: null, note: 'Not published.' },
  { name: 'pactup', version: '0.3.0', note: 'The executable.' },
];

describe('formatRows', () => {
  it('draws a row for each package with recorded facts, subpaths without the root and peers with their ranges', () => {
    expect(formatRows(rows)).toEqual([
      { name: '@pact-toolbox/crypto', version: '0.2.0', formats: 'ESM, CommonJS', environments: 'browser, node', subpaths: '', peers: '' },
      { name: '@pact-toolbox/wallet-ui', version: '0.1.0', formats: 'ESM, CommonJS', environments: '', subpaths: './react', peers: 'react ^19' },
      { name: '@pact-toolbox/docker', version: '0.1.0', formats: 'ESM, CommonJS', environments: 'browser, node', subpaths: '', peers: '' },
    ]);
  });
});

describe('formatSummary', () => {
  it('names who declares sideEffects, engines and Kadena libraries, and the published packages left out because their install fails', () => {
    const summary = formatSummary(rows);
    expect(summary).toEqual({
      sideEffects: ['@pact-toolbox/docker (false)'],
      engines: ['@pact-toolbox/docker (node >=20.0.0)'],
      kadena: ['@pact-toolbox/docker (@kadena/client)'],
      unrecorded: ['@pact-toolbox/test@0.3.0'],
    });
    const label = (key: string, params?: Record<string, string>) => (params ? `${key} ${Object.values(params).join(' ')}` : key);
    expect(declarationLines(summary, { checkedOn: '2026-12-02', node: 'v20', npm: '11' }, label)).toEqual([
      'sideEffects: @pact-toolbox/docker (false).',
      'engines: @pact-toolbox/docker (node >=20.0.0).',
      'kadena: @pact-toolbox/docker (@kadena/client).',
      'unrecorded: @pact-toolbox/test@0.3.0.',
      'checked 2026-12-02 v20 11.',
    ]);
    // Without a label function, the page's own words (format-texts.ts).
    expect(declarationLines(summary, { checkedOn: '2026-12-02', node: 'v20', npm: '11' })[4]).toBe('Read on 2026-12-02 with Node.js v20 and npm 11.');
    expect(declarationLines({ sideEffects: [], engines: [], kadena: [], unrecorded: [] }, { checkedOn: 'd', node: 'n', npm: 'm' }, label)[0]).toBe('sideEffects: none.');
  });
});
