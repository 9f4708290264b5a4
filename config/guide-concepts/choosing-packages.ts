/** Readers' words for what the choosing-packages guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['in production', 'cli in production', 'need the cli', 'production dependencies', 'production dependency', 'production install', 'install in production', 'on the server in production', 'dev dependency', 'devdependencies', 'dev dependencies', 'runtime dependencies', 'what to ship'],
    terms: ['production', 'pactup'],
    from: 'choosing-packages "Which package do I need?", "In production": only the packages the code imports at run time; the CLI, Pactup, Pact, the network and test packages are development tools; the plugin\'s generated code imports @pact-toolbox/transaction',
    explainedAt: ['/getting-started/choosing-packages#which-package-do-i-need'],
  },
  {
    reader: ['which library', 'which libraries', 'what library', 'which module', 'which sdk', 'what sdk'],
    terms: ['package'],
    from: 'choosing-packages "Which package do I need?": a table from the task to the package to install and its guide page',
    explainedAt: ['/getting-started/choosing-packages#which-package-do-i-need'],
  },
  {
    reader: ['what package', 'what packages', 'what to install', 'what should i install', 'what do i install'],
    terms: ['need'],
    from: 'choosing-packages "Which package do I need?": a table from the task to the package to install',
    explainedAt: ['/getting-started/choosing-packages#which-package-do-i-need'],
  },
  {
    reader: ['low level', 'lowlevel', 'high level', 'highlevel', 'raw http'],
    terms: ['layer', 'lower'],
    from: 'choosing-packages "transaction or chainweb-client": chainweb-client is the lower layer (posts ready transactions, returns the node\'s full answers); transaction builds, signs and resolves with the Pact value',
    explainedAt: ['/getting-started/choosing-packages#transaction-or-chainweb-client'],
  },
  {
    reader: ['chain simulator', 'simulator', 'emulator'],
    terms: ['server', 'devnet'],
    from: 'choosing-packages "Pact server or DevNet": the pact executable in server mode (one process, no gas, no miner) or a Chainweb node with mining in Docker',
    explainedAt: ['/getting-started/choosing-packages#pact-server-or-devnet'],
  },
  {
    reader: ['read vs write', 'read or write', 'call vs send', 'call or send', 'mutation', 'mutations', 'not saved', 'did not save', 'didnt save', 'not persisted', 'not persist', 'changes lost', 'change not saved', 'write not saved', 'state not updated', 'state did not change', 'dirtyread vs', 'dirtyread or', 'difference dirtyread', 'read only call vs'],
    terms: ['local', 'send'],
    from: 'choosing-packages "local or send": local runs against current state and throws the changes away; send submits signed transactions to be mined',
    explainedAt: ['/getting-started/choosing-packages#local-or-send'],
  },
  {
    reader: ['preview tx', 'preview transaction', 'preview the transaction', 'preview before sending', 'preview a transaction', 'see the result before sending', 'result before sending'],
    terms: ['local'],
    from: 'choosing-packages "local or send": local runs the transaction against current state and throws the changes away, a preview before send',
    explainedAt: ['/getting-started/choosing-packages#local-or-send'],
  },
  {
    reader: ['for beginners', 'beginner', 'beginners', 'newcomers', 'easier network', 'easiest network', 'simplest network', 'lighter network', 'lightweight network'],
    terms: ['server', 'devnet'],
    from: 'choosing-packages "Pact server or DevNet": the Pact server is one process that needs only the pact binary, charges no gas and has no miner; the DevNet needs Docker and mines blocks',
    explainedAt: ['/getting-started/choosing-packages#pact-server-or-devnet'],
  },
  {
    reader: ['only reads', 'only read', 'just reads', 'just read', 'backend service', 'dashboard'],
    terms: ['chainweb', 'client'],
    from: 'choosing-packages "transaction or chainweb-client": chainweb-client posts ready transactions and returns the node\'s full answers, it neither builds nor signs; chainweb-client page opening: use it directly in a backend service, an indexer or a script that polls request keys',
    explainedAt: ['/getting-started/choosing-packages#transaction-or-chainweb-client'],
  },
  {
    reader: ['ethers js', 'ethersjs', 'ethers equivalent', 'web3 equivalent', 'viem equivalent', 'web3 library'],
    terms: ['transaction', 'chainweb'],
    from: 'choosing-packages "transaction or chainweb-client": the library a dApp calls the chain with: transaction builds, signs and sends; chainweb-client is the HTTP layer below it',
    explainedAt: ['/getting-started/choosing-packages#transaction-or-chainweb-client'],
  },
  {
    reader: ['devnet vs pact server', 'pact server vs devnet', 'devnet or pact server', 'which network for tests', 'test against devnet or pact server'],
    terms: ['miner', 'server'],
    from: 'choosing-packages "Pact server or DevNet": one process with no gas and no miner, quick for tests, or a Chainweb node with mining in Docker, closer to a real chain',
    explainedAt: ['/getting-started/choosing-packages#pact-server-or-devnet'],
  },
  {
    reader: ['minimal devnet', 'faster network for ci', 'fastest local network', 'devnet vs full', 'local pact server vs devnet'],
    terms: ['server', 'chains'],
    from: 'choosing-packages "Pact server or DevNet": one pact process in server mode (seconds, no gas, one chain) against Docker containers (chains, gas, mining, slower start)',
    explainedAt: ['/getting-started/choosing-packages#pact-server-or-devnet'],
  },
];
