/** Readers' words for what the intro guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['hardhat alternative', 'hardhat equivalent', 'like hardhat', 'hardhat for pact', 'hardhat for kadena', 'foundry', 'truffle', 'feature list', 'alternative to'],
    terms: ['toolchain', 'capabilities'],
    from: 'intro: Pact Toolbox is a toolchain for Pact contracts from a TypeScript project; "What You Can Do With It": its eight capabilities',
    explainedAt: ['/intro#what-you-can-do-with-it'],
  },
  {
    reader: ['how it works', 'dependency graph', 'package diagram', 'big picture', 'architecture', 'package layers', 'package structure', 'overview of packages', 'monorepo layout', 'repo layout', 'repository layout', 'packages vs apps', 'repo structure', 'repository structure'],
    terms: ['together'],
    from: 'intro "How the Packages Fit Together": the four layers and what each package does',
    explainedAt: ['/intro#how-the-packages-fit-together'],
  },
  {
    reader: ['next steps', 'what next', 'learning path', 'where to begin'],
    terms: ['go'],
    from: 'intro "Where to Go Next": first project, Pactup and Docker setup, the package pages, the API reference',
    explainedAt: ['/intro#where-to-go-next'],
  },
  {
    reader: ['anvil node', 'ganache', 'hardhat node', 'local testnet', 'dev chain', 'sandbox', 'anvil'],
    terms: ['local', 'blockchain'],
    from: 'intro "A Local Blockchain for Development": a Pact server (one process) or a Chainweb DevNet in Docker, with funded test accounts; started by cli "start: run a local network" and docker "Start the DevNet"',
    explainedAt: ['/intro#a-local-blockchain-for-development', '/packages/cli#start'],
  },
  {
    reader: ['how much kda', 'much kda', 'starting balance', 'initial balance', 'genesis balance', 'genesis accounts', 'dev account balance', 'dev accounts balance'],
    terms: ['funded', 'sender00'],
    from: 'intro "A Local Blockchain for Development": on a DevNet chainweb-node\'s development genesis gives sender00 to sender09 between 100 and 190 million KDA on every chain; nothing funds them on a Pact server; network "Funded accounts, and no faucet"; test "How the pieces fit": the REPL bootstrap funds each with 1,000,000.0 KDA',
    explainedAt: ['/intro#a-local-blockchain-for-development', '/packages/network#funded-accounts-and-no-faucet'],
  },
  {
    reader: ['no balance', 'zero balance', 'balance fails', 'no money', 'no funds', 'no kda', 'unfunded', 'not funded', 'sender00 not funded', 'sender00 balance', 'sender00 not exist', 'sender00 does not exist', 'sender00 missing', 'missing row'],
    terms: ['funded', 'faucet'],
    from: 'intro "A Local Blockchain for Development": Known issue, nothing creates or funds sender00 to sender09 on a Pact server, so coin.get-balance fails with a missing-row error; network "Funded accounts, and no faucet"',
    explainedAt: ['/intro#a-local-blockchain-for-development', '/packages/network#funded-accounts-and-no-faucet'],
  },
];
