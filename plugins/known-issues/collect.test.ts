import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guidePages } from '../../api-gen/guide-pages';
import { firstSentence, knownIssues, knownIssuesOf, plainText } from './collect';

const DOCS = path.resolve(import.meta.dirname, '../../docs');

const PAGE = `---
title: Network
---

# Network

Intro.

:::warning Known issue
Above every heading.
:::

## Start {#start-it}

:::warning Known issue
\`start\` returns at once ([\`start.ts\` L93-99](toolkit:apps/cli/src/commands/start.ts#L93-L99)). See [Stop](/setup/docker#stop) for the rest.
:::

## Start

:::note
Not a known issue.
:::

:::warning Known issue
Most writes fail, as the ledger is written:
- \`createToken\` sends the id as it is.
:::
`;

describe('knownIssuesOf', () => {
  it('finds each box with the section it sits under (anchor as Rspress gives it) and its first sentence', () => {
    expect(knownIssuesOf('packages/network.mdx', PAGE)).toEqual([
      { page: 'Network', route: '/packages/network', summary: 'Above every heading.', at: 'packages/network.mdx:9' },
      { page: 'Network', route: '/packages/network', heading: 'Start', anchor: 'start-it', summary: '`start` returns at once.', at: 'packages/network.mdx:15' },
      { page: 'Network', route: '/packages/network', heading: 'Start', anchor: 'start', summary: 'Most writes fail, as the ledger is written.', at: 'packages/network.mdx:25' },
    ]);
  });
});

describe('plainText and firstSentence', () => {
  it('keeps a link\'s text, drops source asides, and stops at the first sentence', () => {
    expect(plainText('See [Stop](/setup/docker#stop) **now** ([`a.ts` L1](toolkit:a.ts#L1)).')).toBe('See Stop now.');
    expect(firstSentence('One `x.y` call. Two.')).toBe('One `x.y` call.');
    expect(firstSentence('Version 1.5 works. Then')).toBe('Version 1.5 works.');
    expect(firstSentence('No stop at all')).toBe('No stop at all');
  });
});

describe('knownIssues', () => {
  it('finds every box the guide opens, counted line by line in the source', () => {
    const counted = guidePages(DOCS).reduce((n, file) => n + readFileSync(path.join(DOCS, file), 'utf8').split('\n').filter((l) => l.trim() === ':::warning Known issue').length, 0);
    const found = knownIssues(DOCS);
    expect(counted).toBeGreaterThan(0);
    expect(found).toHaveLength(counted);
    // Each sits under a heading of its page, with an anchor, and says something.
    for (const issue of found) expect(issue.summary.length, issue.at).toBeGreaterThan(20);
  });
});
