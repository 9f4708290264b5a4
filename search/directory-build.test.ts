import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirectory, kindOfApiFile, loadDirectory, memberPlace, routeOfApiFile } from './directory-build';

const CLASS_PAGE = `---
title: "ChainwebClient · @pact-toolbox/chainweb-client"
---

# ChainwebClient

## Constructors

### Constructor

\`\`\`ts
# not a heading
\`\`\`

## Methods

### forChain()

## Properties

| <a id="property-timeout"></a> \`timeout\` | number |
`;

describe('routes and kinds', () => {
  it('maps files to routes like Rspress', () => {
    expect(routeOfApiFile('chainweb-client/classes/ChainwebClient.md')).toBe('/api/chainweb-client/classes/ChainwebClient');
    expect(routeOfApiFile('kda/namespaces/pact/index.md')).toBe('/api/kda/namespaces/pact/');
    expect(routeOfApiFile('kda/index.md')).toBe('/api/kda/');
  });
  it('knows symbol folders and skips package pages', () => {
    expect(kindOfApiFile('x/classes/A.md')).toBe('class');
    expect(kindOfApiFile('x/type-aliases/A.md')).toBe('type-alias');
    expect(kindOfApiFile('kda/namespaces/pact/index.md')).toBe('namespace');
    expect(kindOfApiFile('kda/namespaces/pact/functions/addTime.md')).toBe('function');
    expect(kindOfApiFile('kda/index.md')).toBeUndefined();
  });
});

describe('memberPlace', () => {
  it('finds the section of methods and constructors, and treats property anchors as Properties', () => {
    expect(memberPlace(CLASS_PAGE, 'forChain', 'forchain')).toEqual({ section: 'Methods', label: 'forChain()' });
    expect(memberPlace(CLASS_PAGE, 'constructor', 'constructor')).toEqual({ section: 'Constructors', label: 'Constructor' });
    expect(memberPlace(CLASS_PAGE, 'timeout', 'property-timeout')).toEqual({ section: 'Properties', label: 'timeout' });
  });
});

describe('buildDirectory', () => {
  const sources = [
    { file: 'chainweb-client/classes/ChainwebClient.md', markdown: CLASS_PAGE },
    { file: 'crypto/variables/blake2b.md', markdown: '---\ntitle: "blake2b · @pact-toolbox/crypto"\n---\n\n# blake2b\n' },
    { file: 'chainweb-client/index.md', markdown: '---\ntitle: "@pact-toolbox/chainweb-client"\n---\n\n# @pact-toolbox/chainweb-client\n' },
  ];
  const table = {
    'chainweb-client/ChainwebClient': '/api/chainweb-client/classes/ChainwebClient',
    'chainweb-client/ChainwebClient#forChain': '/api/chainweb-client/classes/ChainwebClient#forchain',
    'chainweb-client/ChainwebClient#timeout': '/api/chainweb-client/classes/ChainwebClient#property-timeout',
    // A re-export pointed at an unrelated page: its members are not trusted.
    'wallet-adapters/Wallet#connect': '/api/crypto/variables/blake2b#connect',
    'chainweb-client/Gone#x': '/api/chainweb-client/classes/Gone#x',
  };
  it('lists symbol pages (not package pages) and members whose owner page exists', () => {
    const dir = buildDirectory(sources, table);
    expect(dir.pages.map((p) => [p.name, p.kind, p.route])).toEqual([
      ['ChainwebClient', 'class', '/api/chainweb-client/classes/ChainwebClient'],
      ['blake2b', 'variable', '/api/crypto/variables/blake2b'],
    ]);
    expect(dir.pages[0].title).toBe('ChainwebClient · @pact-toolbox/chainweb-client');
    expect(dir.members.map((m) => `${m.owner.name}#${m.name} ${m.section}`)).toEqual(['ChainwebClient#forChain Methods', 'ChainwebClient#timeout Properties']);
  });
  it('reads a folder, skipping _data, and is empty before the API is generated', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-dir-'));
    mkdirSync(path.join(dir, 'chainweb-client/classes'), { recursive: true });
    mkdirSync(path.join(dir, '_data'));
    writeFileSync(path.join(dir, 'chainweb-client/classes/ChainwebClient.md'), CLASS_PAGE);
    writeFileSync(path.join(dir, '_data/x.md'), CLASS_PAGE);
    expect(loadDirectory(dir, table).pages.map((p) => p.route)).toEqual(['/api/chainweb-client/classes/ChainwebClient']);
    expect(loadDirectory(path.join(dir, 'missing'), table)).toEqual({ pages: [], members: [] });
  });
});
