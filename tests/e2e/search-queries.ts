/**
 * The search quality set: what readers type and where the first result must take them.
 * `exact`: the result's link must equal `target` (a page, or a page#anchor for a member
 * or a section). `page`: any result on the target page counts (a concept whose whole
 * page is the answer). Targets are routes without the base path.
 */
export interface SearchQuery {
  query: string;
  target: string;
  match: 'exact' | 'page';
  kind: 'symbol' | 'member' | 'concept' | 'command';
}

const q = (kind: SearchQuery['kind'], query: string, target: string, match: SearchQuery['match'] = 'exact'): SearchQuery => ({ query, target, match, kind });

export const QUERIES: SearchQuery[] = [
  // Classes, functions, interfaces, type aliases, variables (a name equal to the query leads).
  q('symbol', 'createTransaction', '/api/transaction/functions/createTransaction'),
  q('symbol', 'ChainwebClient', '/api/chainweb-client/classes/ChainwebClient'),
  q('symbol', 'PactToolboxClient', '/api/runtime/classes/PactToolboxClient'),
  q('symbol', 'KeyPairSigner', '/api/signers/type-aliases/KeyPairSigner'),
  q('symbol', 'Transaction', '/api/transaction/type-aliases/Transaction'),
  q('symbol', 'PactCommand', '/api/transaction/interfaces/PactCommand'),
  q('symbol', 'NetworkConfig', '/api/chainweb-client/interfaces/NetworkConfig'),
  q('symbol', 'Guard', '/api/kda/type-aliases/Guard'),
  q('symbol', 'walletService', '/api/wallet-adapters/variables/walletService'),
  q('symbol', 'WalletService', '/api/wallet-adapters/classes/WalletService'),
  q('symbol', 'submit', '/api/chainweb-client/functions/submit'),
  q('symbol', 'Address', '/api/crypto/type-aliases/Address'),
  q('symbol', 'createPactTestEnv', '/api/test/functions/createPactTestEnv'),
  q('symbol', 'addTime', '/api/kda/namespaces/pact/functions/addTime'),
  q('symbol', 'setupWallets', '/api/wallet-adapters/functions/setupWallets'),
  q('symbol', 'createdevnetclient', '/api/chainweb-client/functions/createDevnetClient'),
  q('symbol', 'listen', '/api/chainweb-client/functions/listen'),
  // Members: methods (own headings) and properties (table rows with anchors).
  q('member', 'forChain', '/api/chainweb-client/classes/ChainwebClient#forchain'),
  q('member', 'getChainInfo', '/api/chainweb-client/classes/ChainwebClient#getchaininfo'),
  q('member', 'submitAndWait', '/api/chainweb-client/classes/ChainwebClient#submitandwait'),
  q('member', 'withSigner()', '/api/transaction/classes/PactTransactionBuilder#withsigner'),
  q('member', 'withKeyset', '/api/transaction/classes/PactTransactionBuilder#withkeyset'),
  q('member', 'rpcUrl', '/api/chainweb-client/interfaces/NetworkConfig#property-rpcurl'),
  q('member', 'successCount', '/api/chainweb-client/interfaces/BatchResult#property-successcount'),
  q('member', 'ChainwebClient.forNetwork', '/api/chainweb-client/classes/ChainwebClient#fornetwork'),
  q('member', 'PactTransactionDispatcher#submitAll', '/api/transaction/classes/PactTransactionDispatcher#submitall'),
  q('member', 'walletConnect', '/api/wallet-adapters/interfaces/WalletConfigs#property-walletconnect'),
  // Concepts: a guide page or one of its sections.
  q('concept', 'Docker', '/setup/docker', 'page'),
  q('concept', 'pactup', '/setup/pactup', 'page'),
  q('concept', 'first project', '/getting-started/first-project', 'page'),
  q('concept', 'glossary', '/glossary', 'page'),
  q('concept', 'cheat sheet', '/cheatsheet', 'page'),
  q('concept', 'install pact', '/setup/pactup#install-pact'),
  q('concept', 'Docker daemon', '/setup/docker#cannot-connect-to-the-docker-daemon'),
  q('concept', 'bundler entry points', '/packages/unplugin#bundler-entry-points'),
  q('concept', 'deploy to testnet', '/getting-started/first-project#deploy-to-testnet'),
  q('concept', 'vite', '/packages/unplugin#vite'),
  q('concept', 'port already in use', '/setup/docker#port-already-in-use'),
  // Commands of the pact-toolbox CLI and of pactup.
  q('command', 'doctor', '/packages/cli#doctor'),
  q('command', 'generate station', '/packages/cli#generate-station'),
  q('command', 'generate module', '/packages/cli#generate-module'),
  q('command', 'switch versions', '/setup/pactup#switch-versions'),
];
