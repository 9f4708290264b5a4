import { describe, expect, it } from 'vitest';
import { comboboxAttributes, optionId, RESULTS_ID } from './combobox';

const texts = { dialog: 'Search the docs', field: 'Search for', results: 'Search results', clear: 'Clear the search', close: 'Close search' };

describe('comboboxAttributes', () => {
  it('names the panel a modal dialog, whatever it shows', () => {
    expect(comboboxAttributes({ results: 0, current: -1, hasQuery: false }, texts).dialog).toEqual({ role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Search the docs' });
  });

  it('with results listed: an expanded combobox pointing at a listbox, the highlighted result its active descendant', () => {
    const attrs = comboboxAttributes({ results: 4, current: 2, hasQuery: true }, texts);
    expect(attrs.input).toMatchObject({ role: 'combobox', 'aria-expanded': 'true', 'aria-controls': RESULTS_ID, 'aria-activedescendant': optionId(2), 'aria-label': 'Search for' });
    expect(attrs.list).toEqual({ id: RESULTS_ID, role: 'listbox', 'aria-label': 'Search results' });
    expect(attrs.wrapper).toEqual({ role: 'none' });
    expect(attrs.option(2)).toEqual({ id: optionId(2), role: 'option', 'aria-selected': 'true' });
    expect(attrs.option(0)).toEqual({ id: optionId(0), role: 'option', 'aria-selected': 'false' });
  });

  it('follows the highlight as it moves', () => {
    expect(comboboxAttributes({ results: 4, current: 3, hasQuery: true }, texts).input['aria-activedescendant']).toBe(optionId(3));
    expect(comboboxAttributes({ results: 4, current: 0, hasQuery: true }, texts).input['aria-activedescendant']).toBe(optionId(0));
  });

  it('without results: collapsed, pointing at no list, nothing active', () => {
    const attrs = comboboxAttributes({ results: 0, current: 0, hasQuery: true }, texts);
    expect(attrs.input).toMatchObject({ 'aria-expanded': 'false', 'aria-controls': null, 'aria-activedescendant': null });
  });

  it('points at no result beyond the list', () => {
    expect(comboboxAttributes({ results: 2, current: 5, hasQuery: true }, texts).input['aria-activedescendant']).toBeNull();
  });

  it('names the close icon by what it does: clear a query, or close an empty search', () => {
    expect(comboboxAttributes({ results: 0, current: -1, hasQuery: true }, texts).close).toEqual({ role: 'button', tabindex: '0', 'aria-label': 'Clear the search' });
    expect(comboboxAttributes({ results: 0, current: -1, hasQuery: false }, texts).close['aria-label']).toBe('Close search');
  });
});
