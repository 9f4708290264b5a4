import { describe, expect, it } from 'vitest';
import { allItemsPage, collapsibleGroups, describedTable, exportRows, FILTER_MIN_EXPORTS, filterPlaceholder, indexBeforeNotes, NO_DESCRIPTION, scannablePackagePage, undescribedNote, VERSIONS_HEADING } from './package-index';

const page = `---
title: "@pact-toolbox/transaction"
---

# @pact-toolbox/transaction

Version: \`commit 823a06c\`

2 of the 3 names exported here are not in the published npm 0.2.0 (marked "only on main"). npm 0.2.0 also exports 1 name(s) that main no longer has: \`gone\`.

\`\`\`bash
npm install @pact-toolbox/transaction
\`\`\`

## Classes

| Class | Description |
| ------ | ------ |
| [PactTransactionBuilder](classes/PactTransactionBuilder.md) <span class="pt-kind pt-kind-class">class</span> | Builder class |
| [Dispatcher](classes/Dispatcher.md) <span class="pt-kind pt-kind-class">class</span> |  |

## Type Aliases

| Type Alias |
| ------ |
| [Transaction](type-aliases/Transaction.md) |

## README

Text.
`;

describe('describedTable and exportRows', () => {
  it('gives every export row a kind badge and a description, the mark where upstream has none', () => {
    const table = describedTable({ header: ['Type Alias'], delimiter: ['------'], rows: [['[Transaction](type-aliases/Transaction.md)']] });
    expect(table.header).toEqual(['Type Alias', 'Description']);
    expect(table.rows[0]).toEqual(['[Transaction](type-aliases/Transaction.md) <span class="pt-kind pt-kind-type">type</span>', NO_DESCRIPTION]);
    expect(describedTable({ header: ['Parameter', 'Type'], delimiter: ['-', '-'], rows: [['a', '']] }).rows[0]).toEqual(['a', '']);
  });

  it('reads every export of a page with its description', () => {
    expect(exportRows(page).map((r) => [r.name, r.description])).toEqual([
      ['PactTransactionBuilder', 'Builder class'],
      ['Dispatcher', ''],
      ['Transaction', ''],
    ]);
  });
});

describe('collapsibleGroups', () => {
  it('puts each kind\'s table in an open group counting its items, and leaves other sections alone', () => {
    const out = collapsibleGroups(page);
    expect(out).toContain('## Classes\n\n<details open class="pt-kind-group">\n<summary>2 classes</summary>\n\n| Class | Description |');
    expect(out).toContain('<summary>1 type alias</summary>');
    expect(out).toContain('## README\n\nText.');
    expect(out.match(/<details/g)).toHaveLength(2);
  });
});

describe('notes', () => {
  it('says once how many exports lack a description, with where to add one', () => {
    expect(undescribedNote(32, 43, 'https://x/src')).toContain('32 of the 43 exports have no doc comment');
    expect(undescribedNote(32, 43, 'https://x/src')).toContain('<a href="https://x/src">add one upstream</a>');
    expect(undescribedNote(3, 3, 'u')).toContain('None of the 3 exports has a doc comment');
    expect(undescribedNote(1, 59, 'u')).toContain('1 of the 59 exports has no doc comment in the toolkit\'s source, so it is marked');
    expect(undescribedNote(0, 3, 'u')).toBe('');
  });

  it('gives a filter box to large packages only', () => {
    expect(filterPlaceholder(FILTER_MIN_EXPORTS)).toContain(`data-pt-filter="${FILTER_MIN_EXPORTS}"`);
    expect(filterPlaceholder(FILTER_MIN_EXPORTS - 1)).toBe('');
  });

  it('moves the notes comparing versions after the index, before the README', () => {
    const out = indexBeforeNotes(page);
    expect(out.indexOf('## Classes')).toBeLessThan(out.indexOf('no longer has'));
    expect(out.indexOf(`## ${VERSIONS_HEADING}`)).toBeGreaterThan(out.indexOf('## Type Aliases'));
    expect(out.indexOf('no longer has')).toBeLessThan(out.indexOf('## README'));
    expect(out.indexOf('npm install')).toBeLessThan(out.indexOf('## Classes'));
    expect(indexBeforeNotes(page.replace(/^2 of the.*\n\n/m, ''))).toBe(page.replace(/^2 of the.*\n\n/m, ''));
  });
});

describe('scannablePackagePage and allItemsPage', () => {
  it('marks, groups and links the all-items page, the index first', () => {
    const out = scannablePackagePage(page, 'https://github.com/x/tree/main/packages/transaction/src');
    expect(out).toContain('2 of the 3 exports have no doc comment');
    expect(out).toContain('[All 3 exports on one page](./all.md)');
    expect(out.match(/no description<\/span>/g)).toHaveLength(2);
    expect(out.indexOf('[All 3 exports')).toBeLessThan(out.indexOf('## Classes'));
    expect(out.indexOf('## Classes')).toBeLessThan(out.indexOf('no longer has'));
  });

  it('lists every export A to Z on one page', () => {
    const all = allItemsPage('transaction', exportRows(page));
    const names = [...all.matchAll(/^\| \[(\w+)\]/gm)].map((m) => m[1]);
    expect(names).toEqual(['Dispatcher', 'PactTransactionBuilder', 'Transaction']);
    expect(all).toContain('title: "All exports · @pact-toolbox/transaction"');
    expect(all).toContain('outline: false');
    expect(all).not.toContain('Version:');
    expect(allItemsPage('transaction', exportRows(page), 'Version: `main`')).toMatch(/^# All exports of @pact-toolbox\/transaction\n\nVersion: `main`\n/m);
  });
});
