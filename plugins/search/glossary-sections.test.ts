import { describe, expect, it } from 'vitest';
import { glossaryTerms, withDefinitionSections, withTermSections } from './glossary-sections';

const source = [
  '| Term | Meaning |',
  '| --- | --- |',
  '| <span id="keyset">Keyset</span> | A set of public keys plus a predicate. |',
  '| <span id="gas-station">Gas station</span> | An account that pays gas for others. |',
  '| Plain | A row without an address. |',
].join('\n');
const content = 'Intro text.\n\nTerm\tMeaning\nKeyset\tA set of public keys plus a predicate.\nGas station\tAn account that pays gas for others.\nPlain\tA row without an address.';

describe('glossaryTerms', () => {
  it('reads the rows whose first cell carries an address', () => {
    expect(glossaryTerms(source)).toEqual([
      { id: 'keyset', term: 'Keyset' },
      { id: 'gas-station', term: 'Gas station' },
    ]);
  });
});

describe('withTermSections', () => {
  it('adds a section per term where its row starts, in text order with the headings already there', () => {
    const toc = withTermSections(content, [{ id: 'intro', text: 'Intro', depth: 2, charIndex: 0 }], glossaryTerms(source));
    expect(toc.map((t) => t.id)).toEqual(['intro', 'keyset', 'gas-station']);
    const keyset = toc[1]!;
    expect(content.slice(keyset.charIndex, keyset.charIndex + 7)).toBe('Keyset\t');
    expect(keyset).toMatchObject({ text: 'Keyset', depth: 2 });
  });

  it('leaves out a term its text does not hold', () => {
    expect(withTermSections('no rows', [], [{ id: 'x', term: 'X' }])).toEqual([]);
  });
});

describe('withDefinitionSections', () => {
  it('changes a copy of the definition pages only', () => {
    const glossary = { routePath: '/glossary', content, toc: [] };
    const other = { routePath: '/intro', content, toc: [] };
    const [g, o] = withDefinitionSections([glossary, other], (route) => (route === '/glossary' ? glossaryTerms(source) : undefined));
    expect(g!.toc).toHaveLength(2);
    expect(glossary.toc).toHaveLength(0);
    expect(o).toBe(other);
  });
});
