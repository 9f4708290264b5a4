import { describe, expect, it } from 'vitest';
import { knownIssueSourceUrl, knownIssuesFor } from './known-issues';
import { blockEnd, readmeIssueProblems, withReadmeIssues, type ReadmeKnownIssue } from './readme-issues';

const issue = (quote: string, name = 'X'): ReadmeKnownIssue => ({
  package: 'unplugin',
  quote,
  name,
  text: 'Never read.',
  source: { file: 'packages/unplugin/src/plugin/factory.ts', from: 29 },
  guide: '/packages/unplugin#plugin-options',
  guideTitle: 'Unplugin › Plugin options',
  checkedAt: '98c9a65',
});
const url = knownIssueSourceUrl('https://github.com/o/r', '98c9a6536e68fbc2d7c82b664776733d8553c08b');
const page = [
  '# @pact-toolbox/unplugin',
  '',
  '## Functions',
  '',
  '| Function | Description |',
  '| --- | --- |',
  '| unpluginFactory | Disable the network |',
  '',
  '## README',
  '',
  '> The package\'s own README.',
  '',
  'A paragraph that says',
  'the network can be disabled.',
  'Next line of the same paragraph.',
  '',
  '```bash',
  '# Disable network startup',
  'PACT_TOOLBOX_NO_NETWORK=true',
  '',
  'DEBUG=pact-toolbox:*',
  '```',
  '',
  '1. **"Network failed to start"**',
  '   - Check if port 8080 is available',
  '   - Ensure Docker is running',
  '',
  '2. **"Contract deployment failed"**',
  '   - Verify namespace',
  '',
  '   ```bash',
  '   pact -t contract.repl',
  '   ```',
  '',
  'After the list.',
  '',
].join('\n');

/** The lines of a page, and where a callout for `name` sits among them. */
function placed(contents: string, name: string) {
  const lines = contents.split('\n');
  return { lines, at: lines.findIndex((line) => line.startsWith(`**\`${name}\`**`)) };
}

describe('withReadmeIssues', () => {
  it('puts the callout after the paragraph that holds the quote', () => {
    const { contents, unplaced } = withReadmeIssues(page, [issue('the network can be disabled', 'para')], url);
    expect(unplaced).toEqual([]);
    const { lines, at } = placed(contents, 'para');
    expect(lines[at - 1]).toBe(':::warning Known issue');
    expect(lines[at - 3]).toBe('Next line of the same paragraph.');
    expect(lines[at + 1]).toBe(':::');
    expect(lines[at + 2]).toBe('');
    expect(contents).toContain('[`packages/unplugin/src/plugin/factory.ts` L29](https://github.com/o/r/blob/98c9a6536e68fbc2d7c82b664776733d8553c08b/packages/unplugin/src/plugin/factory.ts#L29)');
    expect(contents).toContain('what works is in the guide: [Unplugin › Plugin options](/packages/unplugin#plugin-options)');
  });
  it('puts the callout after the closing fence of the code block that holds the quote, never inside it', () => {
    const { contents } = withReadmeIssues(page, [issue('PACT_TOOLBOX_NO_NETWORK=true', 'code')], url);
    const { lines, at } = placed(contents, 'code');
    expect(lines[at - 3]).toBe('```');
    expect(lines[at - 4]).toBe('DEBUG=pact-toolbox:*');
  });
  it('puts the callout after the whole list, its loose items and indented code included', () => {
    const { contents } = withReadmeIssues(page, [issue('Check if port 8080 is available', 'list')], url);
    const { lines, at } = placed(contents, 'list');
    expect(lines[at - 3]).toBe('   ```');
    expect(lines[at - 4]).toBe('   pact -t contract.repl');
    expect(lines[at + 3]).toBe('After the list.');
  });
  it('keeps the entries\' order for two issues after one block, and leaves the rest of the page as it was', () => {
    const { contents } = withReadmeIssues(page, [issue('PACT_TOOLBOX_NO_NETWORK=true', 'first'), issue('DEBUG=pact-toolbox:*', 'second')], url);
    expect(placed(contents, 'first').at).toBeLessThan(placed(contents, 'second').at);
    expect(placed(contents, 'first').at).toBeGreaterThan(contents.split('\n').indexOf('DEBUG=pact-toolbox:*'));
    const without = contents.replace(/\n\n:::warning Known issue\n[^\n]*\n:::/g, '');
    expect(without).toBe(page);
  });
  it('reports a quote the README does not hold, or holds twice, and leaves the page as it was', () => {
    const gone = issue('PACT_TOOLBOX_NO_NETWORK=1');
    const twice = issue('```bash');
    const outsideReadme = issue('Disable the network');
    expect(withReadmeIssues(page, [gone, twice, outsideReadme], url)).toEqual({
      contents: page,
      unplaced: [
        { issue: gone, found: 0 },
        { issue: twice, found: 2 },
        { issue: outsideReadme, found: 0 },
      ],
    });
  });
  it('reports every issue of a page without a README section', () => {
    const bare = page.slice(0, page.indexOf('## README'));
    expect(withReadmeIssues(bare, [issue('PACT_TOOLBOX_NO_NETWORK=true')], url).unplaced).toHaveLength(1);
  });
});

describe('blockEnd', () => {
  const lines = ['para one', 'para two', '', '- a', '  more of a', '- b', '', 'text'];
  it('ends a paragraph at its last line and a list at its last item', () => {
    expect(blockEnd(lines, 0)).toBe(1);
    expect(blockEnd(lines, 4)).toBe(5);
    expect(blockEnd(lines, 7)).toBe(7);
  });
});

describe('readmeIssueProblems', () => {
  it('names the entry, the cause and the fix: a quote gone, a quote found twice, an entry checked at another commit', () => {
    const entry = issue('PACT_TOOLBOX_NO_NETWORK=true', 'PACT_TOOLBOX_NO_NETWORK');
    const ref = '823a06cc9d088978612e9d72e158fa70133e733a';
    const { stale } = knownIssuesFor('workspace', ref, [entry]);
    const [gone, twice, old] = readmeIssueProblems([{ issue: entry, found: 0 }, { issue: entry, found: 2 }], stale, ref);
    for (const problem of [gone, twice, old]) {
      expect(problem.stage).toBe('known-issue');
      expect(problem.packageName).toBe('unplugin');
      expect(problem.cause).toContain('`PACT_TOOLBOX_NO_NETWORK` in api-gen/readme-issue-entries.ts');
    }
    expect(gone.cause).toMatch(/quotes "PACT_TOOLBOX_NO_NETWORK=true", which packages\/unplugin\/README\.md no longer holds/);
    expect(gone.fix).toMatch(/quote it as it reads now/);
    expect(twice.cause).toMatch(/holds 2 times/);
    expect(twice.fix).toMatch(/lengthen the quote/);
    expect(old.cause).toMatch(/checked at 98c9a65, but this build documents 823a06c/);
    expect(old.fix).toMatch(/packages\/unplugin\/src\/plugin\/factory\.ts/);
  });
});
