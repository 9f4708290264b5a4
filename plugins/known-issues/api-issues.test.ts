import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiKnownIssue } from '../../api-gen/known-issue-entries';
import { apiIssues } from './api-issues';

const entry = (page: string, name: string): ApiKnownIssue => ({ page, anchor: name.toLowerCase(), name, text: `${name} does less. More detail.`, source: { file: 'a.ts', from: 1 }, guide: '/x', guideTitle: 'X', checkedAt: '98c9a65' });

describe('apiIssues', () => {
  it('lists only the entries a generated page shows in its Known issues section', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-issues-'));
    mkdirSync(path.join(dir, 'runtime/classes'), { recursive: true });
    writeFileSync(path.join(dir, 'runtime/classes/Client.md'), '# Client\n\n## Known issues {#known-issues}\n\n`deploy` skips the check.\n');
    writeFileSync(path.join(dir, 'runtime/classes/Other.md'), '# Other\n\nNo section.\n');
    const found = apiIssues(dir, [entry('runtime/classes/Client', 'deploy'), entry('runtime/classes/Client', 'absent'), entry('runtime/classes/Other', 'deploy'), entry('runtime/classes/Missing', 'deploy')]);
    expect(found).toEqual([{ name: 'deploy', link: '/api/runtime/classes/Client#known-issues', summary: 'deploy does less.' }]);
  });
});
