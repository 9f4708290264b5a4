import { describe, expect, it } from 'vitest';
import type { ErrorSite } from './collect';
import { errorPage, ERRORS_PER_PAGE, evenParts, fillsIn } from './page';

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
  const kda = page.pages.find((p) => p.file === 'errors/kda.md')!.markdown;

  it('writes one page per package that throws, and an index of them', () => {
    expect(page.pages.map((p) => p.file)).toEqual(['errors/kda.md']);
    expect(page.markdown).toContain('| [`@pact-toolbox/kda`](./errors/kda.md) | 2 |');
    expect(kda).toContain('# Error messages: kda');
  });

  it('gives each message one heading with our cause and fix, and every place that throws it', () => {
    expect(kda).toContain('### No default signer configured\n\n**Cause.** No signer was set.\n\n**Fix.** Set one.');
    expect(kda).toContain('[`packages/kda/src/a.ts:10`](https://example.test/packages/kda/src/a.ts#L10), [`packages/kda/src/a.ts:20`]');
  });

  it('opens each page with an index of its messages, linked to their headings', () => {
    expect(kda).toContain('On this page: [No default signer configured](#no-default-signer-configured) · [Chain &lt;id> not \\{found\\}](#chain-id-not-found).');
  });

  it('shows placeholders and braces literally, and names the class and factory', () => {
    expect(kda).toContain('### Chain &lt;id> not \\{found\\}');
    expect(kda).toContain('Thrown as `ClientError` (`validation`)');
  });

  it('lists messages with no entry and entries with no message', () => {
    expect(page.missing).toEqual(['kda: Chain <id> not {found}']);
    expect(page.stale).toEqual(['kda: Gone message']);
    expect(kda).toContain('Not written yet');
  });
});

describe('errorPage for the published packages', () => {
  const page = errorPage(
    [
      {
        packageName: 'client',
        sites: [
          site('Request timed out after <…>ms', 379, { file: 'client.ts' }),
          site('Request timed out after <timeout>ms', 424, { file: 'client.ts' }),
          site('Old message', 5, { file: 'old.ts' }),
        ],
      },
    ],
    { client: { 'Request timed out after <…>ms': { cause: 'Polling gave up.', fix: 'Wait longer.' }, 'Request timed out after <timeout>ms': { cause: 'HTTP.', fix: 'Raise timeout.' } } },
    { ...options, release: (name: string) => (name === 'client' ? 'npm 0.2.0' : undefined) },
  );
  const client = page.pages[0].markdown;

  it('sets apart the messages only the release throws, after the written entries, without a "not written" stub', () => {
    expect(client).toMatch(/## Messages[\s\S]*### Request timed out[\s\S]*## Thrown only by npm 0.2.0[\s\S]*### Old message\n\nThrown as `Error` at \[`old.ts:5`\]\(https:\/\/example.test\/old.ts#L5\)/);
    expect(client).not.toContain('Not written');
    expect(page.markdown).toContain('| [`@pact-toolbox/client`](./errors/client.md) | 2 | 1 |');
  });

  it('points two messages that read alike at each other, with where each is thrown', () => {
    expect(client).toContain('**Which one?** Another message reads the same once filled in: [Request timed out after &lt;timeout>ms](#request-timed-out-after-timeoutms) (`@pact-toolbox/client`, `client.ts:424`). This one is thrown by `@pact-toolbox/client` at `client.ts:379`.');
    expect(client).toContain('[Request timed out after &lt;…>ms](#request-timed-out-after-ms)');
  });
});

describe('a message that is one filling of another', () => {
  it('reads a message with a value where another has a placeholder as that message filled in', () => {
    expect(fillsIn('Wallet "ecko-wallet" not found or not installed', 'Wallet "<walletId>" not found or not installed')).toBe(true);
    expect(fillsIn('Wallet "<walletId>" not found or not installed', 'Wallet "ecko-wallet" not found or not installed')).toBe(false);
    // Words of its own that the template lacks, or a template of too few words of its own: no filling.
    expect(fillsIn('Wallet "ecko" is locked', 'Wallet "<walletId>" not found or not installed')).toBe(false);
    expect(fillsIn('Connection failed: Connection options required', 'Connection failed: <reason>')).toBe(false);
    expect(fillsIn('Timed out after 5ms', '<message>')).toBe(false);
    // Two messages that already read alike are linked by that, not as a filling.
    expect(fillsIn('Request timed out after <a>ms', 'Request timed out after <b>ms')).toBe(false);
  });
  const page = errorPage(
    [
      { packageName: 'wallet-adapters', sites: [site('Wallet "ecko-wallet" not found or not installed', 12, { file: 'ecko.ts' })] },
      { packageName: 'wallet-core', sites: [site('Wallet "<walletId>" not found or not installed', 40, { file: 'registry.ts' })] },
    ],
    {},
    options,
  );
  const [adapters, core] = ['errors/wallet-adapters.md', 'errors/wallet-core.md'].map((f) => page.pages.find((p) => p.file === f)!.markdown);
  it('points the two at each other, across pages', () => {
    expect(adapters).toContain('**Which one?** Another message reads the same once filled in: [Wallet "&lt;walletId>" not found or not installed](./wallet-core.md#wallet-walletid-not-found-or-not-installed)');
    expect(core).toContain('**Which one?** Another message reads the same once filled in: [Wallet "ecko-wallet" not found or not installed](./wallet-adapters.md#wallet-ecko-wallet-not-found-or-not-installed)');
  });
});

describe('a package with more messages than one page holds', () => {
  const count = ERRORS_PER_PAGE * 2 + 1;
  // The first message of the third page reads like the first one: its "Which one?" link crosses pages.
  const messages = Array.from({ length: count }, (_, i) => (i === 0 || i === count - 1 ? `Timed out after <${i}>ms` : `Message ${i}`));
  const page = errorPage([{ packageName: 'wallet', sites: messages.map((m, i) => site(m, i + 1)) }], {}, options);

  it('cuts the messages into pages of even length, in source order', () => {
    expect(evenParts([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(evenParts(Array.from({ length: 41 }, (_, i) => i), 20).map((p) => p.length)).toEqual([14, 14, 13]);
    expect(evenParts([], 20)).toEqual([]);
    expect(page.pages.map((p) => p.file)).toEqual(['errors/wallet.md', 'errors/wallet-part-2.md', 'errors/wallet-part-3.md']);
    for (const p of page.pages) expect(p.markdown.match(/^### /gm)!.length).toBeLessThanOrEqual(ERRORS_PER_PAGE);
  });

  it('titles each page with its part, and links the others from each', () => {
    const second = page.pages[1].markdown;
    expect(second).toContain('# Error messages: wallet (2 of 3)');
    // Each page its own description (a link preview, a search result): no two pages alike.
    expect(new Set(page.pages.map((p) => /^description: (.*)$/m.exec(p.markdown)?.[1])).size).toBe(3);
    expect(second).toMatch(/^description: .*wallet \(2 of 3\)/m);
    expect(second).toContain('Its messages take 3 pages, in the order of its source: [1](./wallet.md) · **2** · [3](./wallet-part-3.md).');
    expect(page.markdown).toContain('| [`@pact-toolbox/wallet`](./errors/wallet.md) · [part 2](./errors/wallet-part-2.md) · [part 3](./errors/wallet-part-3.md) | 41 |');
  });

  it('links a message that reads alike on another page to that page', () => {
    expect(page.pages[0].markdown).toContain(`](./wallet-part-3.md#timed-out-after-${count - 1}ms)`);
    expect(page.pages[2].markdown).toContain('](./wallet.md#timed-out-after-0ms)');
  });
});
