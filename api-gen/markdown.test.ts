import { describe, expect, it } from 'vitest';
import { summaryOf, absoluteRepoUrl, anchorsAsSpans, demoteHeadings, dropHeadingAnchors, escapeAngleBrackets, flattenDeepHeadings, joinMemberLinks, mapProse, prepareReadme } from './markdown';
import { headingSlug } from './anchors';

const REPO = 'https://github.com/kadena-community/pact-toolbox';

describe('escaping', () => {
  it('escapes angle brackets in prose but not in code', () => {
    const md = 'Use `<T>` with <contractsDir> here.\n\n```ts\nconst a: Array<string> = [];\n```\n\nAnd <b>bold</b>.';
    const out = mapProse(md, escapeAngleBrackets);
    expect(out).toContain('Use `<T>` with &lt;contractsDir> here.');
    expect(out).toContain('const a: Array<string> = [];');
    expect(out).toContain('And &lt;b>bold&lt;/b>.');
  });
  it('keeps autolinks', () => {
    expect(escapeAngleBrackets('see <https://example.com/x>')).toBe('see <https://example.com/x>');
  });
  it('leaves fences with longer markers alone until they close', () => {
    const md = '````md\n```\n<x>\n```\n````\n<y>';
    expect(mapProse(md, escapeAngleBrackets)).toBe('````md\n```\n<x>\n```\n````\n&lt;y>');
  });
});

describe('links', () => {
  it('turns README-relative paths into repository URLs', () => {
    expect(absoluteRepoUrl('../../CONTRIBUTING.md', 'packages/network/README.md', REPO, 'main')).toBe(`${REPO}/blob/main/CONTRIBUTING.md`);
    expect(absoluteRepoUrl('./docs/', 'packages/network/README.md', REPO, 'main')).toBe(`${REPO}/tree/main/packages/network/docs`);
    expect(absoluteRepoUrl('src/index.ts#L3', 'packages/network/README.md', REPO, 'main')).toBe(`${REPO}/blob/main/packages/network/src/index.ts#L3`);
    for (const kept of ['https://x.dev/a', '#usage', 'mailto:a@b.c']) {
      expect(absoluteRepoUrl(kept, 'packages/network/README.md', REPO, 'main')).toBe(kept);
    }
  });
});

describe('prepareReadme', () => {
  const readme = [
    '# @pact-toolbox/network',
    '',
    '<p align="center"><img src="./logo.png" alt="Logo"></p>',
    '',
    '[![ci](https://badge.invalid/x.svg)](https://ci.invalid/run)',
    '',
    'See [contributing](../../CONTRIBUTING.md) and ![diagram](./diagram.png).',
    '',
    '## Usage',
    '',
    'Set <contractsDir> first.',
    '',
    '```ts',
    'const a = <T,>(x: T) => x;',
    '```',
  ].join('\n');
  const out = prepareReadme(readme, { path: 'packages/network/README.md', repoUrl: REPO, branch: 'main' });

  it('drops the title and demotes headings under the page h2', () => {
    expect(out).not.toContain('# @pact-toolbox/network');
    expect(out).toContain('### Usage');
  });
  it('loads nothing from other hosts: images become links', () => {
    expect(out).not.toMatch(/!\[/);
    expect(out).not.toMatch(/<img/i);
    expect(out).toContain(`[diagram](${REPO}/blob/main/packages/network/diagram.png)`);
    expect(out).toContain('[ci](https://ci.invalid/run)');
  });
  it('rewrites relative links and escapes HTML outside code', () => {
    expect(out).toContain(`[contributing](${REPO}/blob/main/CONTRIBUTING.md)`);
    expect(out).toContain('Set &lt;contractsDir> first.');
    expect(out).toContain('const a = <T,>(x: T) => x;');
  });
  it('points links to the dropped title at the README section, and leaves other anchors alone', () => {
    const toc = '# @pact-toolbox/preludes\n\n- [@pact-toolbox/preludes](#pact-toolboxpreludes)\n- [Usage](#usage)\n\n## Usage\n\n```md\n[x](#pact-toolboxpreludes)\n```';
    const text = prepareReadme(toc, { path: 'packages/prelude/README.md', repoUrl: REPO, branch: 'main' });
    expect(text).toContain('- [@pact-toolbox/preludes](#readme)');
    expect(text).toContain('- [Usage](#usage)');
    expect(text).toContain('[x](#pact-toolboxpreludes)');
  });
});

describe('headingSlug', () => {
  it('matches the ids Rspress gives headings', () => {
    expect(headingSlug('@pact-toolbox/preludes')).toBe('pact-toolboxpreludes');
    expect(headingSlug('Table of Contents')).toBe('table-of-contents');
    expect(headingSlug('Quick Start (5 min)')).toBe('quick-start-5-min');
    expect(headingSlug('snake_case & more')).toBe('snake_case--more');
  });
});

describe('headings', () => {
  it('flattens headings deeper than h3 into bold lines', () => {
    expect(flattenDeepHeadings('## A\n### b()\n#### Parameters\n\n| x |\n##### y', 3)).toBe('## A\n### b()\n**Parameters**\n\n\n| x |\n**y**\n');
  });
  it('demotes so the shallowest heading sits under the given level', () => {
    expect(demoteHeadings('# A\n## B', 2)).toBe('### A\n#### B');
    expect(demoteHeadings('### A', 2)).toBe('### A');
  });
  it('drops anchor lines before headings but keeps anchors in tables', () => {
    const md = '<a id="send"></a>\n\n### send()\n\n| <a id="property-x"></a> `x` | y |';
    expect(dropHeadingAnchors(md)).toBe('### send()\n\n| <a id="property-x"></a> `x` | y |');
  });

  it('turns the anchors of table rows into spans with the same id, outside code only', () => {
    const md = '| <a id="property-x"></a> `x` | y |\n\n```html\n<a id="keep"></a>\n```';
    expect(anchorsAsSpans(md)).toBe('| <span id="property-x"></span> `x` | y |\n\n```html\n<a id="keep"></a>\n```');
  });
});

describe('summaryOf', () => {
  it('takes the first sentence of the first prose paragraph', () => {
    const md = '---\ntitle: "x"\n---\n\nPackage: [p](./index.md)\n\nDefined in: [a.ts:1](u)\n\nCreates a `Client` for [Chainweb](x). More text.\n\n## Methods';
    expect(summaryOf(md)).toBe('Creates a Client for Chainweb.');
  });
  it('skips headings, tables and code, and shortens long sentences', () => {
    expect(summaryOf('# A\n\n| a |\n\n```ts\nx\n```\n\n' + 'word '.repeat(60), 40)).toMatch(/^(word ){7}word…$/);
    expect(summaryOf('## Only headings')).toBeUndefined();
  });
  it('reads only above the first h2: a return type or an "Implementation of" link is not a description', () => {
    const fn = '# createTransaction\n\n```ts\nfunction createTransaction(cmd): PartiallySignedTransaction;\n```\n\n## Returns\n\n[`PartiallySignedTransaction`](x.md)';
    expect(summaryOf(fn)).toBeUndefined();
    const method = '# Net\n\n## Methods\n\n### start()\n\n**Implementation of**\n\n[`Api.start`](api.md#start)';
    expect(summaryOf(method)).toBeUndefined();
    expect(summaryOf('# Net\n\nRuns a network.\n\n## Methods\n\nOther text.')).toBe('Runs a network.');
  });
  it('unescapes what TypeDoc escaped', () => {
    expect(summaryOf('Reads \\<contractsDir\\> first.')).toBe('Reads <contractsDir> first.');
  });
});

describe('joinMemberLinks', () => {
  const join = (md: string) => mapProse(md, joinMemberLinks, false);

  it('turns "Owner.member" written as two links to one page into one link named by both', () => {
    expect(join('[`ToolboxNetworkApi`](../interfaces/ToolboxNetworkApi.md).[`start`](../interfaces/ToolboxNetworkApi.md#property-start)')).toBe(
      '[`ToolboxNetworkApi.start`](../interfaces/ToolboxNetworkApi.md#property-start)',
    );
  });

  it('leaves pairs pointing at two pages, lone links and code blocks alone', () => {
    const twoPages = '[`A`](a.md).[`b`](b.md#b)';
    expect(join(twoPages)).toBe(twoPages);
    expect(join('See [`start`](x.md#start).')).toBe('See [`start`](x.md#start).');
    const fenced = '```md\n[`A`](a.md).[`b`](a.md#b)\n```';
    expect(join(fenced)).toBe(fenced);
  });
});
