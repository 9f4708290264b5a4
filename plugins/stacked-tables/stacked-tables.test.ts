import { describe, expect, it } from 'vitest';
import { markTable } from './rehype';
import { stackClass, stackedCell, tableShape } from './runtime/shape';

const code = (text: string) => ({ text, named: true });
const words = (text: string) => ({ text, named: false });

describe('tableShape', () => {
  it('stacks an option table: the name, short type and default as facts, the meaning as prose without its label', () => {
    const shape = tableShape(
      ['Option', 'Type', 'Default', 'Meaning'],
      [
        [code('pollInterval'), code('number'), code('5000'), words('How long to wait between two polls of the node, in milliseconds.')],
        [code('timeout'), code('number'), words(''), words('How long to wait for a result before giving up, in milliseconds.')],
      ],
    );
    expect(shape).toEqual({ stack: true, roles: ['name', 'fact', 'fact', 'prose'], labelled: [false, true, true, false] });
  });

  it('names both prose columns when there are two', () => {
    const long = words('x'.repeat(60));
    const shape = tableShape(['Message', 'Cause', 'Fix'], [[code('Request timed out'), long, long]]);
    expect(shape.roles).toEqual(['name', 'prose', 'prose']);
    expect(shape.labelled).toEqual([false, true, true]);
  });

  it('stacks two columns only when the first names things in code or links', () => {
    expect(tableShape(['Parameter', 'Type'], [[code('config'), code('NetworkConfig')]]).stack).toBe(true);
    expect(tableShape(['Field', 'Value'], [[words('Network'), words('development')]]).stack).toBe(false);
  });

  it('leaves a table of short cells all facts, each with its label', () => {
    const shape = tableShape(['Entry', 'Transforms .pact', 'Starts the network'], [[code('vite'), words('Yes'), words('No')]]);
    expect(shape.roles).toEqual(['name', 'fact', 'fact']);
    expect(shape.labelled).toEqual([false, true, true]);
  });
});

describe('stackedCell', () => {
  it("gives a component's cells the marks the build gives a markdown table's, and none to a table that does not stack", () => {
    const shape = { stack: true, roles: ['name', 'fact', 'prose'] as const, labelled: [false, true, false] };
    const headers = ['Package', 'Formats', 'Notes'];
    expect(stackClass({ ...shape, roles: [...shape.roles] })).toBe('pt-stack');
    expect(stackedCell({ ...shape, roles: [...shape.roles] }, headers, 1, false)).toEqual({ className: 'pt-cell-fact', 'data-label': 'Formats', 'data-empty': undefined });
    expect(stackedCell({ ...shape, roles: [...shape.roles] }, headers, 2, true)).toEqual({ className: 'pt-cell-prose', 'data-label': undefined, 'data-empty': '' });
    const flat = { stack: false, roles: [...shape.roles], labelled: shape.labelled };
    expect(stackClass(flat)).toBeUndefined();
    expect(stackedCell(flat, headers, 1, true)).toEqual({ className: undefined, 'data-label': undefined, 'data-empty': undefined });
  });
});

describe('markTable', () => {
  const el = (tagName: string, children: unknown[] = [], properties: Record<string, unknown> = {}) => ({ type: 'element', tagName, properties, children });
  const t = (value: string) => ({ type: 'text', value });

  it('marks the table, its cells, their labels and empty cells', () => {
    const cells = [el('td', [el('code', [t('retries')])]), el('td', [el('code', [t('number')])]), el('td'), el('td', [t('How many times a request is sent again.')])];
    const table = el('table', [
      el('thead', [el('tr', ['Option', 'Type', 'Default', 'Meaning'].map((h) => el('th', [t(h)])))]),
      el('tbody', [el('tr', cells)]),
    ]);
    markTable(table as never);
    expect(table.properties.className).toEqual(['pt-stack']);
    expect(cells.map((c) => c.properties)).toEqual([
      { className: ['pt-cell-name'] },
      { className: ['pt-cell-fact'], dataLabel: 'Type' },
      { className: ['pt-cell-fact'], dataLabel: 'Default', dataEmpty: '' },
      { className: ['pt-cell-prose'] },
    ]);
  });

  it('stacks a package index: a link in the first column', () => {
    const link = el('a', [t('CLOCK_SKEW_OFFSET_SECONDS')], { href: '/api/transaction/variables/CLOCK_SKEW_OFFSET_SECONDS' });
    const table = el('table', [el('thead', [el('tr', [el('th', [t('Variable')]), el('th', [t('Description')])])]), el('tbody', [el('tr', [el('td', [link]), el('td', [t('Seconds subtracted from the creation time.')])])])]);
    markTable(table as never);
    expect(table.properties.className).toEqual(['pt-stack']);
  });

  it('leaves a two-column table of words alone', () => {
    const table = el('table', [el('thead', [el('tr', [el('th', [t('Field')]), el('th', [t('Value')])])]), el('tbody', [el('tr', [el('td', [t('a')]), el('td', [t('b')])])])]);
    markTable(table as never);
    expect(table.properties).toEqual({});
  });
});
