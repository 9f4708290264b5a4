import { describe, expect, it } from 'vitest';
import { PRIOR, scorePages, sectionKind } from './score';
import { buildIndex, type IndexPage } from './search-index';

/** A page whose content has one section per heading (depth 2), with the charIndex Rspress records. */
function page(title: string, routePath: string, sections: [string, string, number?][], intro = ''): IndexPage {
  let content = intro;
  const toc: IndexPage['toc'] = [];
  for (const [heading, text, depth = 2] of sections) {
    toc.push({ id: heading.toLowerCase().replace(/\W+/g, '-'), text: heading, depth, charIndex: content.length });
    content += `${heading}\n${text}\n`;
  }
  return { title, routePath, content, toc };
}

describe('sectionKind', () => {
  it('tells README sections of package pages and "In the guide" lists of API pages from the rest', () => {
    expect(sectionKind({ kind: 'api-package' }, { path: ['README', 'Connecting'] })).toBe('readme');
    expect(sectionKind({ kind: 'api' }, { path: ['README'] })).toBe('page');
    expect(sectionKind({ kind: 'api' }, { path: ['In the guide'] })).toBe('backlinks');
    expect(sectionKind({ kind: 'guide' }, { path: ['README'] })).toBe('page');
    expect(sectionKind({ kind: 'api-package' }, { path: ['Classes'] })).toBe('page');
  });
  it('gives a README less weight than the package page it sits on', () => {
    expect(PRIOR.readme).toBeLessThan(PRIOR['api-package']);
  });
});

describe('README and guide sections that match alike', () => {
  const text = 'Call connectWallet with the wallet id to connect a wallet and ask the user to approve.';
  const pages = [
    page('@pact-toolbox/wallet-adapters', '/api/wallet-adapters/', [
      ['Classes', 'WalletService'],
      ['README', 'The package readme.'],
      ['Connect a wallet', text, 3],
    ]),
    page('Wallet', '/packages/wallet', [['Connect a wallet', text]]),
  ];
  // Same heading and text in both; before README sections had a prior of their own the package page came within reach.
  it('puts the guide section first, and the README section lower than the same section outside a README', () => {
    const index = buildIndex(pages);
    const scored = scorePages(index, 'connect a wallet');
    expect(scored.map((p) => index.docs[p.doc].route)).toEqual(['/packages/wallet', '/api/wallet-adapters/']);
    // Under README the section weighs at PRIOR.readme: the same section outside a README (a heading that is not "README" above it) scores more.
    const outside = buildIndex([page('@pact-toolbox/wallet-adapters', '/api/wallet-adapters/', [['Classes', 'WalletService'], ['Usage', 'The package readme.'], ['Connect a wallet', text, 3]]), pages[1]]);
    const readmeScore = scored[1].score;
    const plainScore = scorePages(outside, 'connect a wallet')[1].score;
    expect(readmeScore).toBeLessThan(plainScore * 0.9);
  });
  it('does not list an API page for words only its "In the guide" list holds', () => {
    const index = buildIndex([
      page('WalletService · @pact-toolbox/wallet-adapters', '/api/wallet-adapters/classes/WalletService', [
        ['Methods', 'connect disconnect'],
        ['In the guide', 'Wallet › Listen for wallet events'],
      ]),
      page('Wallet', '/packages/wallet', [['Listen for wallet events', 'Subscribe to events.']]),
    ]);
    expect(scorePages(index, 'listen for wallet events').map((p) => index.docs[p.doc].route)).toEqual(['/packages/wallet']);
  });
});

describe('an entry under "Troubleshooting"', () => {
  const pages = [
    page('Pactup', '/setup/pactup', [
      ['Install Pact', 'Run pactup install --latest to install the newest Pact release, or name a version.'],
      ['Troubleshooting', 'Messages and what to do.'],
      ['pactup install refuses a version with --latest', 'Give a version or --latest, not both.', 3],
    ]),
  ];
  it('weighs less for a task that names no problem, and stays first for the problem itself', () => {
    const index = buildIndex(pages);
    const best = (q: string) => index.sections[scorePages(index, q)[0].sections[0].section].path.at(-1);
    expect(best('pactup install latest')).toBe('Install Pact');
    expect(best('pactup refuses version with latest')).toBe('pactup install refuses a version with --latest');
  });
});
