import { describe, expect, it } from 'vitest';
import { asTemplates, errorHeadings, pastedMessage, pastedQueries, spread } from './error-queries';

describe('pastedMessage', () => {
  it('fills each placeholder with a value of its kind', () => {
    expect(pastedMessage('Contract <contractName> not deployed')).toBe('Contract free.guestbook not deployed');
    expect(pastedMessage('Network "<networkName>" not found in config. Available networks: <…>')).toBe('Network "testnet04" not found in config. Available networks: demo');
    expect(pastedMessage('Request timed out after <timeout>ms')).toBe('Request timed out after 30000ms');
    expect(pastedMessage('Pact transformation failed<…>: <errorMessage>')).toBe('Pact transformation failed (demo): demo');
    expect(pastedMessage('Chain <targetChain> not found')).toBe('Chain 3 not found');
    expect(pastedMessage('No default signer configured')).toBe('No default signer configured');
  });
});

describe('spread', () => {
  it('takes evenly spaced items, all of a short list', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5)).toEqual([1, 3, 5, 7, 9]);
    expect(spread([1, 2], 5)).toEqual([1, 2]);
  });
});

describe('pasted queries from the error reference', () => {
  const pages = [
    { routePath: '/intro', toc: [{ id: 'a', text: 'A', depth: 2 }] },
    {
      routePath: '/api/errors/script',
      toc: [
        { id: 'messages', text: 'Messages', depth: 2 },
        { id: 'contract-file-not-found-contractpath', text: 'Contract file not found: <contractPath>', depth: 3 },
        { id: 'contract-file-not-found-resolvedpath', text: 'Contract file not found: <resolvedPath>', depth: 3 },
        { id: 'no-default-signer-configured', text: 'No default signer configured', depth: 3 },
      ],
    },
  ];
  const headings = errorHeadings(pages);

  it('reads the entries and asks each distinct message once, values pasted in', () => {
    expect(headings.map((h) => h.id)).toEqual(['/api/errors/script#contract-file-not-found-contractpath', '/api/errors/script#contract-file-not-found-resolvedpath', '/api/errors/script#no-default-signer-configured']);
    expect(pastedQueries(headings, 10).map((q) => [q.query, q.target])).toEqual([
      ['Contract file not found: pact/todos.pact', 'template:Contract file not found: <>'],
      ['No default signer configured', 'template:No default signer configured'],
    ]);
  });

  it('counts either entry of the same message as the answer', () => {
    expect(asTemplates(['/api/errors/script#contract-file-not-found-resolvedpath', '/intro#a', '/api/errors'], headings)).toEqual([
      'template:Contract file not found: <>',
      '/intro#a',
      '/api/errors',
    ]);
  });

  it('tells an entry that gives a cause from one that only names where its message is thrown', () => {
    const content = 'Messages\nNo default signer configured\nCause. None set. Fix. Set one.\nNo wallet provided\nThrown as Error at x.ts:1.';
    const at = (text: string) => content.indexOf(text);
    const withText = errorHeadings([
      {
        routePath: '/api/errors/script',
        content,
        toc: [
          { id: 'messages', text: 'Messages', depth: 2, charIndex: at('Messages') },
          { id: 'no-default-signer-configured', text: 'No default signer configured', depth: 3, charIndex: at('No default signer') },
          { id: 'no-wallet-provided', text: 'No wallet provided', depth: 3, charIndex: at('No wallet provided') },
        ],
      },
    ]);
    expect(withText.map((h) => h.cause)).toEqual([true, false]);
    expect(pastedQueries(withText, 10).map((q) => q.causeless)).toEqual([undefined, true]);
    // Without the pages' text nothing is known, and every message is asked as one with a cause.
    expect(headings.every((h) => h.cause === undefined)).toBe(true);
  });
});
