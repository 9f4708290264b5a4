import { describe, expect, it } from 'vitest';

describe('writeKnownIssuesPage', () => {
  it('writes nothing for a docs folder without boxes, and the list with them', async () => {
    const { mkdtempSync, writeFileSync, existsSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { writeKnownIssuesPage } = await import('./index');
    const dir = mkdtempSync(path.join(tmpdir(), 'known-issues-'));
    writeFileSync(path.join(dir, 'a.md'), '---\ntitle: A\n---\n\n# A\n\n## Part\n\nNo box.\n');
    expect(writeKnownIssuesPage(dir)).toBeUndefined();
    expect(existsSync(path.join(dir, 'known-issues.md'))).toBe(false);
    writeFileSync(path.join(dir, 'b.md'), '---\ntitle: B\n---\n\n# B\n\n## Part\n\n:::warning Known issue\nIt breaks.\n:::\n');
    const file = writeKnownIssuesPage(dir);
    expect(readFileSync(file!, 'utf8')).toContain('- [Part](/b#part): It breaks.');
    expect(readFileSync(file!, 'utf8')).not.toContain('Packages on npm');
  });
});
