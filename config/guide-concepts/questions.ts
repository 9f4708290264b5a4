/** Readers' words for what the common-questions guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['offline', 'work offline', 'without internet', 'no internet', 'bad wifi', 'no wifi', 'air gapped', 'airgapped', 'no connection', 'classroom', 'workshop setup', 'prepare laptops'],
    terms: ['downloadpreludes', 'prelude'],
    from: 'questions "Can I work offline?": packages, pactup install, preludes (downloaded at each start while downloadPreludes is on) and DevNet images need the network once; then the Pact server network and tests run on localhost',
    explainedAt: ['/getting-started/questions#offline'],
  },
  {
    reader: ['where are keys stored', 'where are private keys', 'is my private key sent', 'private key sent', 'key sent to node', 'key leaves', 'security review', 'security audit', 'audit keys', 'key handling', 'keys encrypted', 'encrypted keys', 'what is sent to the node', 'what does it send', 'data sent to node', 'env var private key', 'private key env var', 'private key environment variable', 'secret store', 'secrets manager', 'secret manager', 'vault', 'kms', 'hsm', 'store private key securely', 'store keys securely', 'server side key', 'server key'],
    terms: ['signer', 'indexeddb'],
    from: 'questions "Where are private keys kept, and what is sent to the node?": send posts hash, sigs and cmd only; extension wallets keep the key; KeyPairSigner/KeypairWallet in memory; the browser keypair wallet in IndexedDB unencrypted; scripts from flag, env, config or prompt; Known issue: the keypair provider logs its config',
    explainedAt: ['/getting-started/questions#private-keys'],
  },
  {
    reader: ['on mainnet already', 'use on mainnet', 'use it on mainnet', 'mainnet ready', 'ready for mainnet', 'is it stable', 'stable release', 'battle tested', 'whats broken', 'broken today', 'limitations', 'caveats', 'not working yet', 'doesnt work yet', 'does not work yet', 'ship to prod', 'ship this to prod', 'ship it to prod', 'go live', 'going live', 'pre mainnet', 'before mainnet', 'stable enough', 'safe in prod', 'run this in prod', 'run it in prod', 'ship to mainnet', 'ship this to mainnet', 'ship it to mainnet'],
    terms: ['production'],
    from: 'questions "Is Pact Toolbox ready for production?": what the site checked (npm releases that do not install or load, main\'s known issues) and what to weigh before mainnet',
    explainedAt: ['/getting-started/questions#is-it-ready-for-production'],
  },
  {
    reader: ['etherscan', 'blockscout', 'block viewer', 'transaction viewer', 'see transactions', 'view transactions', 'browse transactions', 'inspect transactions', 'see blocks', 'view blocks', 'browse blocks'],
    terms: ['explorer'],
    from: 'questions "Is there a block explorer for the DevNet?": no; ask the node through the proxy (cut, poll or listen, a read-only local call)',
    explainedAt: ['/getting-started/questions#is-there-a-block-explorer-for-the-devnet'],
  },
  {
    reader: ['transaction history', 'account history', 'transfer history', 'past transfers', 'past transactions', 'list transfers', 'list transactions', 'incoming transfers', 'incoming transfer', 'incoming payments', 'incoming payment', 'watch account', 'watch an account', 'watch address', 'monitor account', 'monitor an account', 'monitor balance', 'watch balance', 'balance changes', 'subscribe to transfers', 'transfer notification', 'payment notification', 'webhook', 'webhooks', 'listen for transfers', 'detect deposits', 'deposit detection', 'deposits', 'notified of payments', 'list all transfers', 'payment history'],
    terms: ['history', 'indexer'],
    from: 'questions "Can I watch an account or list its past transfers?": no method lists an account\'s transactions or subscribes to them; poll a request key you are given, read balances per chain at an interval, or use an indexer',
    explainedAt: ['/getting-started/questions#account-history'],
  },
  {
    reader: ['keyset in deploy', 'keyset in deploy data', 'admin keyset data', 'keyset not found', 'keyset not defined', 'missing keyset', 'keyset missing', 'cannot find keyset', 'no keyset', 'keyset ref guard', 'keyset-ref-guard', 'keyset ref guard not found', 'keyset must be defined', 'define keyset', 'define-keyset', 'define a keyset', 'define-keyset ns', 'define keyset namespace', 'keyset namespace', 'keyset outside namespace', 'governance keyset', 'admin keyset', 'deploy keyset', 'keyset data', 'keyset env data deploy'],
    terms: ['keyset', 'enforce'],
    from: 'questions "How do I define a keyset when I deploy?": define-keyset in a namespace, keys from the transaction data (read-keyset), an existing name needs the old keys, per chain; where each tool puts the keyset (deploy data, builder.keysets, withKeyset, env-data; the plugin sends none); keyset-ref-guard',
    explainedAt: ['/getting-started/questions#keysets-in-a-deploy'],
  },
  {
    reader: ['lcov', 'istanbul', 'c8'],
    terms: ['coverage'],
    from: 'questions "Code coverage of Pact tests": not supported; pact -t reports pass or fail per .repl file, Vitest coverage measures only JavaScript and TypeScript',
    explainedAt: ['/getting-started/questions#code-coverage-of-pact-tests'],
  },
  {
    reader: ['neovim', 'nvim', 'vim', 'emacs', 'jetbrains', 'webstorm', 'intellij', 'sublime'],
    terms: ['editor'],
    from: 'questions "Editor support for Pact": no extension, language server or highlighting ships with the toolkit; generated .pact.d.ts types serve the TypeScript side',
    explainedAt: ['/getting-started/questions#editor-support-for-pact'],
  },
  {
    reader: ['container logs', 'node logs', 'devnet logs', 'docker logs', 'server logs', 'pact logs', 'log file', 'log files', 'logs location', 'tail logs', 'follow logs', 'see output', 'container output'],
    terms: ['logdir', 'detached'],
    from: 'questions "Where are the logs?": LOG_LEVEL and DEBUG for the toolkit; tests hold messages back; docker logs -f bootstrap-node; start({ detached: false }) streams container output; Pact writes its HTTP log to logDir',
    explainedAt: ['/getting-started/questions#where-are-the-logs'],
  },
  {
    reader: ['pact 5', 'pact 4', 'pact5', 'pact4', 'which pact', 'supported pact', 'supported pact versions', 'supported pact version', 'compatible pact', 'pact compatibility', 'required pact', 'pact version required', 'pact version needed', 'min pact version', 'minimum pact version', 'pact version supported', 'oldest pact', 'pact version mismatch', 'wrong pact version', 'unsupported pact version', 'pact version error', 'incompatible pact'],
    terms: ['nightly', 'version'],
    from: 'questions "Which Pact version does it need?": the toolkit checks no version; the repository and template pin nightly in .pact-version; pactup installs Pact 4, Pact 5 and nightly builds',
    explainedAt: ['/getting-started/questions#which-pact-version'],
  },
  {
    reader: ['gas fee', 'gas fees', 'tx fee', 'tx fees', 'network fee', 'network fees', 'how much gas', 'gas cost', 'cost of a transaction', 'transaction cost', 'tx cost', 'max fee', 'maximum fee', 'deploying cost', 'deploy cost', 'cost to deploy', 'costs to deploy', 'deployment cost', 'cost of deploying'],
    terms: ['gas', 'gasprice'],
    from: 'questions "Who pays for gas, and how much?": gas used times gasPrice, at most gasLimit times gasPrice (150000 and 1e-8 unless set); withMeta or the network meta; TransactionResult.gas; transaction "Defaults filled in for you"',
    explainedAt: ['/getting-started/questions#gas', '/packages/transaction#signers-and-capabilities', '/packages/transaction#defaults-filled-in-for-you'],
  },
  {
    reader: ['who pays gas', 'who pays for gas', 'who pays the gas', 'which account pays'],
    terms: ['sender'],
    from: 'questions "Who pays for gas, and how much?": the sender account pays, its key signs coin.GAS; transaction "Signers and capabilities" and "Signing with a wallet": sign() makes the wallet\'s account the sender',
    explainedAt: ['/getting-started/questions#gas', '/packages/transaction#signers-and-capabilities', '/packages/transaction#signing-with-a-wallet'],
  },
  {
    reader: ['need kda', 'users need kda', 'users pay gas', 'users pay', 'do users pay'],
    terms: ['gas', 'station'],
    from: 'questions "Who pays for gas, and how much?": the sender pays; locally nothing is charged; a gas station pays for transactions that meet its rules',
    explainedAt: ['/getting-started/questions#gas'],
  },
  {
    reader: ['pacterror', 'pact error class', 'pact error type', 'txerror', 'transaction error class', 'pact errors', 'pact error message', 'rejected by pact', 'tx rejected', 'failed tx', 'tx failed', 'why did my transaction fail', 'why did my tx fail', 'gas limit exceeded', 'gas exceeded', 'out of gas', 'ran out of gas', 'exceeded gas'],
    terms: ['failed', 'keyset'],
    from: 'questions "What does the Pact error in a failed transaction mean?": the toolkit passes Pact\'s error object through; keyset failure, managed capability not installed, no value found in table, insufficient funds, gas limit exceeded, cannot find module, single-key account protocol violation',
    explainedAt: ['/getting-started/questions#pact-errors'],
  },
  {
    reader: ['update contract', 'update my contract', 'update a contract', 'update deployed contract', 'change deployed contract', 'new version of contract', 'new contract version', 'update module', 'replace module', 'modify deployed contract', 'upgrade module', 'upgrade a module', 'upgrade the module', 'upgrade deployed module', 'upgrade live module', 'module upgrade', 'redeploy module', 'redeploy changed module', 'push new module code'],
    terms: ['upgrade', 'governance'],
    from: 'questions "How do I upgrade a deployed contract?": send the new code under the module\'s governance, with the upgrade flag each tool sends its own way (plugin, deployContract, deployments.deploy)',
    explainedAt: ['/getting-started/questions#upgrade-a-contract'],
  },
  {
    reader: ['prints nothing', 'output empty', 'empty output', 'nothing printed', 'no console output', 'silent run', 'runs silently', 'shows nothing', 'no messages'],
    terms: ['warnings', 'level'],
    from: 'questions "Where are the logs?": the toolkit shows warnings and errors by default, LOG_LEVEL=info shows more; first project "Run It Against Your Local Network": a successful script run is silent without it',
    explainedAt: ['/getting-started/questions#where-are-the-logs', '/getting-started/first-project#run-it-against-your-local-network'],
  },
  {
    reader: ['own namespace', 'my namespace', 'custom namespace', 'instead of free', 'other than free', 'not free namespace', 'namespace of my own', 'private namespace', 'n_ namespace', 'create principal namespace', 'principal namespace from', 'namespace own', 'namespace of mine', 'create namespace', 'create a namespace', 'namespace free', 'free namespace', 'namespace free testnet', 'which namespace', 'namespace for testnet', 'testnet namespace', 'deploy to free', 'deploy into free'],
    terms: ['principal', 'define'],
    from: 'questions "How do I deploy into a namespace of my own?": a principal namespace from a keyset with ns.create-principal-namespace and define-namespace; a Known issue for NamespaceService',
    explainedAt: ['/getting-started/questions#own-namespace'],
  },
  {
    reader: ['keyset failure', 'keyset failed', 'keyset failure keys all', 'cannot find module free', 'cannot find module user', 'tx failed cannot find module', 'transaction failed cannot find module'],
    terms: ['error', 'transaction'],
    from: 'questions "What does the Pact error in a failed transaction mean?": the table row "Keyset failure (keys-all): […]", its cause and what to sign',
    explainedAt: ['/getting-started/questions#pact-errors'],
  },
  {
    reader: ['licence', 'open source', 'opensource', 'copyright', 'commercial use'],
    terms: ['license'],
    from: 'questions "What license is it under?": MIT (LICENCE, every package.json, the npm releases); Pactup is MIT too',
    explainedAt: ['/getting-started/questions#license'],
  },
  {
    reader: ['who maintains', 'who maintains this', 'maintainer', 'maintainers', 'maintained', 'get help', 'getting help', 'where to get help', 'support channel', 'commercial support', 'paid support', 'discord', 'community chat', 'file bugs', 'file a bug', 'file bug', 'report bug', 'report a bug', 'report bugs', 'bug report', 'bug tracker', 'file an issue', 'open an issue', 'github issues'],
    terms: ['report', 'problem'],
    from: 'questions "Where do I report a problem?": the toolkit\'s issue tracker on GitHub (kadena-community/pact-toolbox issues), what to put in a report',
    explainedAt: ['/getting-started/questions#report-a-problem'],
  },
  {
    reader: ['set gas price', 'set gas limit', 'gas price and limit', 'gas limit and price', 'change gas limit', 'change gas price', 'custom gas limit', 'custom gas price'],
    terms: ['gaslimit', 'withmeta'],
    from: 'questions "Who pays for gas, and how much?": the fee is gas used times gasPrice, capped by gasLimit, set per transaction; transaction "Builder methods": withMeta({ gasLimit, gasPrice })',
    explainedAt: ['/getting-started/questions#gas', '/packages/transaction#builder-methods'],
  },
  {
    reader: ['namespace for my module', 'namespace for my contract', 'my module namespace', 'module in my namespace', 'contract in my namespace'],
    terms: ['namespace', 'principal'],
    from: 'questions "Own namespace": deploy into a principal namespace of your own instead of free',
    explainedAt: ['/getting-started/questions#own-namespace'],
  },
  {
    reader: ['err require esm', 'require esm', 'esm only', 'esm support', 'es modules', 'es module', 'cjs', 'module type', 'module format', 'transformignorepatterns', 'transform ignore patterns', 'jest esm', 'esm jest', 'jest es modules', 'jest require', 'import statement outside a module', 'cannot use import statement'],
    terms: ['commonjs'],
    from: 'questions "Can I use the packages with require (CommonJS)?": every package but dev-wallet and ui-shared has require conditions pointing at .cjs builds; Jest takes them with no transformIgnorePatterns, and its "Cannot use import statement outside a module" comes from an untransformed file',
    explainedAt: ['/getting-started/questions#commonjs'],
  },
  {
    reader: ['package not found', 'missing package', 'cant resolve', 'cannot resolve', 'failed to resolve', 'wrong package name', 'package name'],
    terms: ['module'],
    from: 'questions "Cannot find module \'@pact-toolbox/…\'": an install stopped by E404 for config, published packages importing wallet-core files they lack, and the old @pact-toolbox/client',
    explainedAt: ['/getting-started/questions#cannot-find-module'],
  },
];
