/** Readers' words for what the coming-from-ethereum guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['coming from ethereum', 'from ethereum', 'ethereum developer', 'ethereum dev', 'solidity developer', 'solidity dev', 'from solidity', 'port from solidity', 'porting from ethereum', 'evm developer', 'evm equivalent', 'evm equivalents', 'ethereum equivalent', 'ethereum terms', 'ethereum concepts'],
    terms: ['maps', 'ethereum'],
    from: 'coming-from-ethereum "What maps to what": ethers, Hardhat, Foundry and ERC names beside the toolkit\'s and Kadena\'s',
    explainedAt: ['/getting-started/coming-from-ethereum#what-maps-to-what'],
  },
  {
    reader: ['provider', 'providers', 'jsonrpcprovider', 'json rpc provider', 'ethers wallet', 'ethers signer', 'signer from private key', 'wallet from private key'],
    terms: ['chainwebclient', 'keypairwallet'],
    from: 'coming-from-ethereum "Provider and signer": ethers\' provider is a ChainwebClient for one chain; in the wallet packages a provider is a wallet integration; a script signs with KeypairWallet.fromPrivateKey',
    explainedAt: ['/getting-started/coming-from-ethereum#provider-and-signer'],
  },
  {
    reader: ['erc20', 'erc 20', 'erc20 token', 'erc20 equivalent', 'token standard', 'fungible token', 'create a token', 'create my own token', 'write a token', 'my own token', 'custom token', 'deploy a token', 'deploy my token', 'launch a token', 'token contract', 'token template'],
    terms: ['fungible', 'implements'],
    from: 'coming-from-ethereum "Tokens: ERC-20 and fungible-v2": a token module implements fungible-v2; KDA is the coin module; no token template in the toolkit; the interface is in the kadena/chainweb prelude',
    explainedAt: ['/getting-started/coming-from-ethereum#tokens-erc-20-and-fungible-v2'],
  },
  {
    reader: ['msg sender', 'msgsender', 'approve allowance'],
    terms: ['keyset', 'capability'],
    from: 'coming-from-ethereum "No msg.sender: who signed decides": no msg.sender; signers grant capabilities; ownership is a keyset; an allowance is a capability for one transaction',
    explainedAt: ['/getting-started/coming-from-ethereum#no-msg-sender'],
  },
  {
    reader: ['eip 1559', 'eip1559', 'base fee', 'priority fee'],
    terms: ['gasprice', 'station'],
    from: 'coming-from-ethereum "KDA, not gwei": gas priced in KDA (limit 150000, price 1e-8 by default), the sender pays, a gas station pays for users; no tip or base fee',
    explainedAt: ['/getting-started/coming-from-ethereum#gas-in-kda'],
  },
  {
    reader: ['fork mainnet', 'mainnet fork', 'fork url', 'forking', 'fork testnet', 'anvil fork', 'hardhat fork', 'copy mainnet state', 'mainnet state locally'],
    terms: ['genesis'],
    from: 'coming-from-ethereum "A local chain, and no fork": a DevNet begins from its own genesis; no network kind or config key copies mainnet or testnet state',
    explainedAt: ['/getting-started/coming-from-ethereum#a-local-chain-and-no-fork'],
  },
  {
    reader: ['prank', 'vm prank', 'impersonate', 'impersonate account', 'impersonation', 'vm expectrevert', 'deal', 'evm snapshot', 'cheatcodes', 'cheat codes'],
    terms: ['env', 'sigs'],
    from: 'coming-from-ethereum "Tests: prank, expectRevert and deal": env-keys and env-sigs in REPL files, rejects.toThrow in TypeScript, transfers from sender00 instead of deal, no rollback of a network',
    explainedAt: ['/getting-started/coming-from-ethereum#tests-prank-expectrevert-and-deal'],
  },
  {
    reader: ['contract abi', 'abi types', 'generate types from contract'],
    terms: ['generated', 'declarations'],
    from: 'unplugin "Generated types": importing a .pact file gives typed functions (the .d.ts the plugin writes); coming-from-ethereum: there is no ABI',
    explainedAt: ['/packages/unplugin#generated-types'],
  },
];
