import { describe, expect, it } from 'vitest';
import { annotatePackagePage, annotateSymbolPage, rowName } from './annotate';

const BADGE = '<span class="pt-only-main">only on main</span>';

describe('annotateSymbolPage', () => {
  const page = '# DevNetNetwork\n\nPackage: [@pact-toolbox/network](../index.md) · Version: `main @ 823a06c`\n\nText.\n';
  it('puts the badge at the end of the Package line and the guide list at the end', () => {
    const out = annotateSymbolPage(page, BADGE, '## In the guide\n\n- [A](/a)\n');
    expect(out).toContain(`Version: \`main @ 823a06c\` · ${BADGE}\n`);
    expect(out.endsWith('Text.\n\n## In the guide\n\n- [A](/a)\n')).toBe(true);
  });
  it('leaves a page with neither untouched', () => {
    expect(annotateSymbolPage(page, '', '')).toBe(page);
  });
});

describe('annotatePackagePage', () => {
  const page = [
    'Version: `main @ 823a06c`',
    '',
    '| Class | Description |',
    '| ------ | ------ |',
    '| [DevNetNetwork](classes/DevNetNetwork.md) | Chainweb DevNet |',
    '| [`PactToolboxNetwork`](classes/PactToolboxNetwork.md) | Main class |',
    '',
    'See [DevNetNetwork](classes/DevNetNetwork.md) too.',
  ].join('\n');
  it('badges the listed names it is told to, and adds the note after the Version line', () => {
    const out = annotatePackagePage(page, (n) => n === 'DevNetNetwork', BADGE, 'One name is new.');
    expect(out).toContain(`| [DevNetNetwork](classes/DevNetNetwork.md) ${BADGE} | Chainweb DevNet |`);
    expect(out).toContain('| [`PactToolboxNetwork`](classes/PactToolboxNetwork.md) | Main class |');
    expect(out).toContain('See [DevNetNetwork](classes/DevNetNetwork.md) too.');
    expect(out.startsWith('Version: `main @ 823a06c`\n\nOne name is new.\n')).toBe(true);
  });
  it('reads the name of a row, with or without code formatting', () => {
    expect(rowName('| [`Foo`](classes/Foo.md) | x |')).toBe('Foo');
    expect(rowName('| Foo | x |')).toBeUndefined();
  });
});
