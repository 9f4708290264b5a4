import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_KNOWN_ISSUES, type ApiKnownIssue } from './known-issue-entries';
import { KNOWN_ISSUES_ANCHOR, knownIssueMark, knownIssueProblems, knownIssuesFor, knownIssueSourceUrl, withKnownIssues } from './known-issues';

const issue: ApiKnownIssue = {
  page: 'config/interfaces/DevNetContainerConfig',
  anchor: 'property-persistdb',
  name: 'persistDb',
  text: 'Declared, but never read.',
  source: { file: 'packages/network/src/networks/devnet.ts', from: 49, to: 54 },
  guide: '/setup/docker#container-options',
  guideTitle: 'Docker Setup › Container options',
  checkedAt: '98c9a65',
};
const page = [
  '# DevNetContainerConfig',
  '',
  '## Properties',
  '',
  '| Property | Type | Default value | Description |',
  '| ------ | ------ | ------ | ------ |',
  '| <span id="property-persistdb"></span> `persistDb?` | <code>boolean</code> | `true` | Whether to persist |',
  '| <span id="property-port"></span> `port?` | <code>number</code> | `8080` | Port |',
  '',
  '## In the guide',
  '',
  '- [Docker Setup › Container options](/setup/docker#container-options)',
  '',
].join('\n');
const url = knownIssueSourceUrl('https://github.com/o/r', '98c9a6536e68fbc2d7c82b664776733d8553c08b');

describe('withKnownIssues', () => {
  it('marks the member beside its name and states the issue in a section before "In the guide"', () => {
    const { contents, missing } = withKnownIssues(page, [issue], url);
    expect(missing).toEqual([]);
    const row = contents.split('\n').find((line) => line.includes('property-persistdb'))!;
    expect(row).toContain(`\`persistDb?\` ${knownIssueMark()} |`);
    // Only the member with an issue is marked.
    expect(contents.split('\n').find((line) => line.includes('property-port'))).not.toContain('known issue');
    const section = contents.indexOf(`## Known issues {#${KNOWN_ISSUES_ANCHOR}}`);
    expect(section).toBeGreaterThan(contents.indexOf('## Properties'));
    expect(section).toBeLessThan(contents.indexOf('## In the guide'));
    expect(contents).toContain(':::warning Known issue\n**`persistDb`**: Declared, but never read.');
    expect(contents).toContain('(https://github.com/o/r/blob/98c9a6536e68fbc2d7c82b664776733d8553c08b/packages/network/src/networks/devnet.ts#L49-L54)');
    expect(contents).toContain('[Docker Setup › Container options](/setup/docker#container-options)');
  });
  it('reports an issue whose member the page does not hold, and leaves the page as it was', () => {
    const gone = { ...issue, anchor: 'property-persistdatabase' };
    expect(withKnownIssues(page, [gone], url)).toEqual({ contents: page, missing: [gone] });
  });
  it('marks a method, or an example, on a line of its own under its heading; never a heading inside fenced code', () => {
    const method = { ...issue, anchor: 'withsigner', name: 'withSigner' };
    const withMethod = ['# Builder', '', '```md', '### withSigner()', '```', '', '## Methods', '', '### withSigner()', '', 'Adds a signer.', ''].join('\n');
    const { contents, missing } = withKnownIssues(withMethod, [method], url);
    expect(missing).toEqual([]);
    const lines = contents.split('\n');
    expect(lines[lines.indexOf('## Methods') + 2]).toBe('### withSigner()');
    expect(lines[lines.indexOf('## Methods') + 4]).toBe(knownIssueMark());
    expect(lines.filter((line) => line === knownIssueMark())).toHaveLength(1);
    expect(contents).toContain('**`withSigner`**: Declared, but never read.');
  });
  it("marks a function's page under its title when the issue is about the function itself", () => {
    const fn = { ...issue, page: 'chainweb-client/functions/createDevnetClient', anchor: 'createdevnetclient', name: 'createDevnetClient' };
    const fnPage = ['# createDevnetClient', '', 'Package: x', '', '## In the guide', ''].join('\n');
    const { contents, missing } = withKnownIssues(fnPage, [fn], url);
    expect(missing).toEqual([]);
    expect(contents.split('\n').slice(0, 3)).toEqual(['# createDevnetClient', '', knownIssueMark()]);
    expect(contents).toContain('**`createDevnetClient`**: Declared, but never read.');
  });
  it('adds the section at the end of a page without "In the guide"', () => {
    const { contents } = withKnownIssues(page.slice(0, page.indexOf('## In the guide')), [issue], url);
    expect(contents.trimEnd().endsWith(':::')).toBe(true);
  });
});

describe('knownIssuesFor', () => {
  it('applies only to the toolkit built from the commit each issue was checked at', () => {
    expect(knownIssuesFor('registry', '98c9a65', [issue])).toEqual({ apply: [], stale: [] });
    expect(knownIssuesFor('workspace', 'main', [issue])).toEqual({ apply: [], stale: [] });
    expect(knownIssuesFor('workspace', '98c9a6536e68fbc2d7c82b664776733d8553c08b', [issue])).toEqual({ apply: [issue], stale: [] });
    expect(knownIssuesFor('workspace', '823a06cc9d088978612e9d72e158fa70133e733a', [issue])).toEqual({ apply: [], stale: [issue] });
  });
  it('names the entry, the cause and the fix of an issue not shown', () => {
    const [unshown, stale] = knownIssueProblems([issue], [issue], '823a06cc9d088978612e9d72e158fa70133e733a');
    expect(unshown.cause).toMatch(/`persistDb` in api-gen\/known-issue-entries\.ts names \/api\/config\/interfaces\/DevNetContainerConfig#property-persistdb/);
    expect(unshown.fix).toMatch(/page and anchor/);
    expect(stale.cause).toMatch(/checked at 98c9a65, but this build documents 823a06c/);
    expect(stale.fix).toMatch(/packages\/network\/src\/networks\/devnet\.ts/);
  });
});

describe('the known issues (api-gen/known-issue-entries.ts)', () => {
  const docs = path.resolve(import.meta.dirname, '../docs');
  it.each(API_KNOWN_ISSUES.map((entry) => [`${entry.page}#${entry.anchor}`, entry] as const))('%s: a member or heading anchor, a guide page that exists, a source line and a commit', (_, entry) => {
    // A table row's anchor (property-…), or a heading's id (a method, a page's example).
    expect(entry.anchor).toMatch(/^((property|method|accessor)-)?[a-z0-9][a-z0-9-]*$/);
    const [route] = entry.guide.split('#');
    expect(['.md', '.mdx'].some((ext) => existsSync(path.join(docs, `${route.slice(1)}${ext}`)))).toBe(true);
    expect(entry.source.file).toMatch(/^packages\/[^/]+\/src\/.+\.ts$/);
    expect(entry.source.from).toBeGreaterThan(0);
    expect(entry.checkedAt).toMatch(/^[0-9a-f]{7,40}$/);
  });
});
