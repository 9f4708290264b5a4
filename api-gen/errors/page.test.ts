import { describe, expect, it } from 'vitest';
import type { ErrorSite } from './collect';
import { errorPage } from './page';

const site = (message: string, line: number, extra: Partial<ErrorSite> = {}): ErrorSite => ({ message, errorClass: 'Error', file: 'packages/kda/src/a.ts', line, ...extra });
const options = { documents: 'main', sourceUrl: (s: ErrorSite) => `https://example.test/${s.file}#L${s.line}`, noEntry: 'Not written yet.' };

describe('errorPage', () => {
  const page = errorPage(
    [
      { packageName: 'kda', sites: [site('No default signer configured', 10), site('No default signer configured', 20), site('Chain <id> not {found}', 30, { errorClass: 'ClientError', code: 'validation' })] },
      { packageName: 'empty', sites: [] },
    ],
    { kda: { 'No default signer configured': { cause: 'No signer was set.', fix: 'Set one.' }, 'Gone message': { cause: 'c', fix: 'f' } } },
    options,
  );

  it('gives each message one heading with our cause and fix, and every place that throws it', () => {
    expect(page.markdown).toContain('## kda\n\nMessages of `@pact-toolbox/kda`.');
    expect(page.markdown).toContain('### No default signer configured\n\n**Cause.** No signer was set.\n\n**Fix.** Set one.');
    expect(page.markdown).toContain('[`packages/kda/src/a.ts:10`](https://example.test/packages/kda/src/a.ts#L10), [`packages/kda/src/a.ts:20`]');
    expect(page.markdown).not.toContain('## empty');
  });

  it('shows placeholders and braces literally, and names the class and factory', () => {
    expect(page.markdown).toContain('### Chain &lt;id> not \\{found\\}');
    expect(page.markdown).toContain('Thrown as `ClientError` (`validation`)');
  });

  it('lists messages with no entry and entries with no message', () => {
    expect(page.missing).toEqual(['kda: Chain <id> not {found}']);
    expect(page.stale).toEqual(['kda: Gone message']);
    expect(page.markdown).toContain('Not written yet');
  });
});
