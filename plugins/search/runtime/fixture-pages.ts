/** A small site for the searcher's unit tests: two guide pages, a package page, two API pages and the error reference. */
import type { SymbolDirectory } from './directory';
import type { IndexPage } from './search-index';

const heading = (content: string, text: string, id: string, depth = 2) => ({ id, text, depth, charIndex: content.indexOf(text) });

const walletText = 'Connect wallets through one API.\nInstall\nnpm install @pact-toolbox/wallet-adapters\nConnect a wallet\nCall setupWallets once, then connect.\nErrors\nWallet "ecko" not found or not installed: the extension is missing.';
const dockerText = 'The DevNet runs in Docker.\nInstall Docker\nGet Docker Desktop.\nTroubleshooting\nPort already in use\nbind: address already in use means another process holds the port.';
const errorsText =
  'Every message the packages throw.\nscript\nContract <contractName> not deployed\nCause. The contract is not on the chain the helper asked. Fix. Deploy it first.\nwallet-core\nWallet "<walletId>" not found or not installed\nCause. No provider is registered under that id. Fix. Register the wallet first.';
const serviceText = 'Package: @pact-toolbox/wallet-adapters\nManages wallets.\nMethods\nconnect()\nConnect a wallet by id.\nProperties';

export const PAGES: IndexPage[] = [
  {
    title: 'Wallet',
    routePath: '/packages/wallet',
    content: walletText,
    toc: [heading(walletText, 'Install', 'install'), heading(walletText, 'Connect a wallet', 'connect-a-wallet'), heading(walletText, 'Errors', 'errors')],
    frontmatter: { description: 'Connect Kadena wallets and sign with them.' },
  },
  {
    title: 'Docker Setup',
    routePath: '/setup/docker',
    content: dockerText,
    toc: [heading(dockerText, 'Install Docker', 'install-docker'), heading(dockerText, 'Troubleshooting', 'troubleshooting'), heading(dockerText, 'Port already in use', 'port-already-in-use', 3)],
  },
  { title: '@pact-toolbox/wallet-adapters', routePath: '/api/wallet-adapters/', content: 'Wallet adapters for Ecko and more.', toc: [] },
  {
    title: 'WalletService · @pact-toolbox/wallet-adapters',
    routePath: '/api/wallet-adapters/classes/WalletService',
    content: serviceText,
    toc: [heading(serviceText, 'Methods', 'methods'), heading(serviceText, 'connect()', 'connect', 3), heading(serviceText, 'Properties', 'properties')],
  },
  { title: 'setupWallets · @pact-toolbox/wallet-adapters', routePath: '/api/wallet-adapters/functions/setupWallets', content: 'Registers the wallets.', toc: [] },
  {
    title: 'Error messages',
    routePath: '/api/errors',
    content: errorsText,
    toc: [
      heading(errorsText, 'script', 'script'),
      heading(errorsText, 'Contract <contractName> not deployed', 'contract-contractname-not-deployed', 3),
      heading(errorsText, 'wallet-core', 'wallet-core'),
      heading(errorsText, 'Wallet "<walletId>" not found or not installed', 'wallet-walletid-not-found-or-not-installed', 3),
    ],
  },
];

const service = { name: 'WalletService', kind: 'class' as const, route: '/api/wallet-adapters/classes/WalletService', title: PAGES[3].title };
const setup = { name: 'setupWallets', kind: 'function' as const, route: '/api/wallet-adapters/functions/setupWallets', title: PAGES[4].title };
export const DIRECTORY: SymbolDirectory = {
  pages: [service, setup],
  members: [{ owner: service, name: 'connect', anchor: 'connect', section: 'Methods', label: 'connect()' }],
};
