/**
 * The words readers use for the toolkit's concepts, and the words the toolkit uses for them (data only; read by
 * plugins/search/runtime/concepts.ts at query time). A query word (or two-word phrase) on the left also finds the
 * words on the right, a little below an exact match. Built from the guide's headings, the API's doc comments and
 * the way readers ask; every target word must occur on the built site (config/search-vocabulary.test.ts).
 *
 * Rules for an entry: the reader's word is one the site does not use for this concept (or uses for nothing);
 * the targets are the words of the heading, option or function that answers it; never a query from the quality set.
 */
export interface ConceptEntry {
  /** What readers type: one word, or two words written next to each other ("block time"). */
  reader: readonly string[];
  /** The toolkit's words for it, as they stand in headings, options and API names. */
  terms: readonly string[];
  /** Where the toolkit's words come from (a heading, an option, a doc comment), for review. */
  from: string;
}

/** A concept one guide page teaches (config/guide-concepts/<page>.ts): an entry, and the sections that explain it. */
export interface GuideConcept extends ConceptEntry {
  /** The guide sections that explain the concept: "/packages/cli#generate-station". */
  explainedAt: readonly string[];
}

export const CONCEPTS: readonly ConceptEntry[] = [
  { reader: ['cancel', 'cancelled', 'canceled', 'interrupt'], terms: ['abort', 'signal', 'timeout'], from: 'chainweb-client RequestConfig: signal (AbortSignal), timeout; "Request options"' },
  { reader: ['slow', 'hang', 'hangs', 'hanging', 'stuck'], terms: ['timeout', 'timed'], from: 'chainweb-client "Timeouts, polling and retries"; docker "Start times out"' },
  { reader: ['ready made', 'readymade', 'preset', 'presets', 'prebuilt', 'premade', 'shortcut', 'shortcuts'], terms: ['factory'], from: 'chainweb-client "Factory functions" (createTestnetClient, createMainnetClient, …)' },
  { reader: ['active', 'selected', 'in use'], terms: ['current'], from: 'pactup current: "Print the active version"' },
  { reader: ['current'], terms: ['active'], from: 'pactup current: "Print the active version"' },
  { reader: ['remote', 'ssh'], terms: ['host', 'tcp'], from: 'docker "How the toolbox finds the Docker Engine": DOCKER_HOST (tcp:// addresses)' },
  { reader: ['config'], terms: ['configuration', 'configure'], from: 'network "Configuring networks"; first project "Essential Configuration"' },
  { reader: ['configuration', 'configure'], terms: ['config'], from: 'cli "Config file discovery"; pact-toolbox.config.ts' },
  { reader: ['simulate', 'simulation', 'dry run', 'dryrun', 'gasless'], terms: ['local', 'preflight'], from: 'chainweb-client "Reading with local" ("so it costs nothing"); preflight' },
  { reader: ['picker', 'popup'], terms: ['selector', 'modal'], from: 'transaction WalletUIOptions walletSelector; wallet-ui modal' },
  { reader: ['api key', 'apikey', 'auth', 'authorization', 'token', 'bearer'], terms: ['headers'], from: 'chainweb-client NetworkConfig headers: "an API key for a gateway"' },
  { reader: ['persist', 'persistent', 'persistence', 'keep data'], terms: ['persistence', 'stateless', 'volume'], from: 'docker "Persistence and stateless runs"' },
  { reader: ['uninstall', 'delete', 'deinstall'], terms: ['remove', 'uninstall'], from: 'pactup "Remove Pactup"; pactup uninstall' },
  { reader: ['scaffold', 'boilerplate'], terms: ['init', 'generate'], from: 'cli "init: add Pact Toolbox to a project", "generate: write starter contracts"' },
  { reader: ['private key', 'privatekey', 'secret', 'privkey', 'priv key'], terms: ['secretkey', 'keypair'], from: 'KeypairWallet.fromPrivateKey; key pairs { publicKey, secretKey }' },
  { reader: ['check', 'checking'], terms: ['verify'], from: 'docker "Verify it is running"; pactup "Verify the setup"' },
  { reader: ['alive', 'healthy'], terms: ['health'], from: 'network "Checking health"; ChainwebClient.healthCheck' },
  { reader: ['vscode', 'ide', 'highlighting', 'intellisense', 'lsp'], terms: ['editor'], from: 'questions page "Editor support for Pact"' },
  { reader: ['verbose', 'debug', 'logging'], terms: ['log', 'level'], from: 'pactup --log-level; PACTUP_LOGLEVEL' },
  { reader: ['migrate', 'migrating', 'migration', 'switching from', 'porting', 'port code', 'port my code', 'port kadena', 'port from'], terms: ['coming'], from: 'guide "Coming from @kadena/client"' },
  { reader: ['multichain', 'multi chain', 'cross chain', 'crosschain', 'multiple chains', 'many chains', 'every chain', 'each chain'], terms: ['several', 'chains'], from: 'first project "Deploy to Several Chains"; transaction "Reading from several chains"; chainweb-client "Switching chain or network"' },
  { reader: ['directory', 'directories', 'dir'], terms: ['folder'], from: 'the guide calls a directory a folder: cli --contractsDir "Folder for Pact contracts"; questions "What is the .pact-toolbox folder?"' },
  { reader: ['folder', 'folders'], terms: ['directory', 'dir'], from: 'API names and a few guide sentences say directory or dir: contractsDir, persistDir, logDir' },
  { reader: ['mac', 'macbook', 'osx'], terms: ['macos'], from: 'pactup "Install Pactup" (macOS); docker "Install Docker" (macOS)' },
  { reader: ['vitest'], terms: ['tests'], from: 'test "How the pieces fit": the Vitest suite is the TypeScript tests; "Signing in tests", "Setup and teardown"' },
  { reader: ['difference', 'differences', 'versus', 'vs', 'compare', 'comparison'], terms: ['choosing'], from: 'guide "Choosing packages"' },
  // Everyday verbs and nouns for what the guide names with the toolkit's words.
  { reader: ['launch', 'launching', 'boot', 'booting', 'spinup', 'stand up'], terms: ['start'], from: 'cli "start: run a local network"; docker "Start the DevNet"; network "Start and stop from code"' },
  { reader: ['kill', 'shut down', 'shutdown', 'halt', 'terminate', 'tear down'], terms: ['stop'], from: 'docker "Stop and clean up"; network "Start and stop from code" (network.stop())' },
  { reader: ['erase', 'purge'], terms: ['remove', 'clean'], from: 'docker "Stop and clean up"; pactup "Remove Pactup", pactup uninstall' },
  { reader: ['creds'], terms: ['keypair', 'secretkey'], from: 'network "Funded accounts, and no faucet" (sender00 keys); getSignerFromEnvVars (a KeyPair from environment variables)' },
  { reader: ['broadcast'], terms: ['send', 'submit'], from: 'chainweb-client "Sending transactions" (send, submitBatch); transaction "Sending: the dispatcher" (submit)' },
  { reader: ['finalized', 'finalised'], terms: ['poll', 'result'], from: 'chainweb-client poll, listen, submitAndWait ("polls until a result appears"); "Results"' },
  { reader: ['fee', 'fees'], terms: ['gas'], from: 'transaction "Defaults filled in for you" (gasLimit, gasPrice); glossary "Gas"' },
  { reader: ['login', 'logon', 'signin'], terms: ['connect'], from: 'wallet "Connect a wallet" (connectWallet)' },
  { reader: ['log out'], terms: ['disconnect'], from: 'wallet "Disconnect and inspect" (disconnectWallet)' },
  { reader: ['tx', 'txn', 'txs', 'txns'], terms: ['transaction'], from: 'transaction "Building a transaction"; chainweb-client "Sending transactions"' },
  { reader: ['cfg'], terms: ['config', 'configuration'], from: 'cli "Config file discovery"; network "Configuring networks"' },
  { reader: ['initialise', 'initialize', 'initialisation', 'initialization'], terms: ['init'], from: 'cli "init: add Pact Toolbox to a project"' },
  { reader: ['top up', 'topup'], terms: ['funded', 'faucet'], from: 'network "Funded accounts, and no faucet"' },
  { reader: ['keygen', 'key gen'], terms: ['keypair', 'generating'], from: 'transaction "Generating a k: account" (generateKeyPair)' },
  { reader: ['notify', 'notified', 'notification', 'notifications'], terms: ['events', 'listen'], from: 'wallet "Listen for wallet events" (walletService.on)' },
  { reader: ['localnet', 'local net'], terms: ['devnet', 'local'], from: 'docker "Start the DevNet"; cli "start: run a local network"' },
  { reader: ['repo'], terms: ['repository'], from: 'first project "Build the Project by Hand" (a clone of the repository); docker "The repository\'s Dockerfile"' },
  { reader: ['sveltekit'], terms: ['vite'], from: 'unplugin "Vite" (SvelteKit builds with Vite)' },
  { reader: ['construct', 'constructing', 'craft'], terms: ['building', 'builder'], from: 'transaction "Building a transaction", "Builder methods"' },
  { reader: ['social login'], terms: ['magic'], from: 'wallet "Magic configuration" (e-mail and SMS login)' },
  { reader: ['shard', 'shards', 'sharding'], terms: ['chains'], from: 'first project "Deploy to Several Chains"; glossary "Chain ID"' },
  { reader: ['faq', 'faqs'], terms: ['questions'], from: 'getting started "Common Questions"' },
  { reader: ['revert', 'reverted', 'reverts'], terms: ['enforce'], from: 'transaction "Errors": "Transaction failed with error", a failed enforce in your contract' },
  { reader: ['pkg', 'pkgs'], terms: ['package', 'packages'], from: 'guide "Choosing packages", "Which package do I need?"' },
  { reader: ['dev net'], terms: ['devnet'], from: 'docker "Start the DevNet"' },
  { reader: ['test net'], terms: ['testnet'], from: 'first project "Deploy to Testnet"' },
  { reader: ['main net'], terms: ['mainnet'], from: 'chainweb-client "Factory functions" (createMainnetClient)' },
  { reader: ['network status'], terms: ['health'], from: 'network "Checking health"; ChainwebClient.healthCheck' },
  { reader: ['acct'], terms: ['account'], from: 'transaction "Generating a k: account"' },
  { reader: ['push', 'pushing', 'publish contract', 'publish module'], terms: ['deploy'], from: 'first project "Deploy to Testnet", "Deploy to Several Chains"; deployContract' },
  { reader: ['vars'], terms: ['variables'], from: 'cli "Environment variables"; docker "Images and environment variables"' },
];

/**
 * Words that say little about a topic wherever they stand (verbs of any task, fillers, "not"): they still match, but
 * count for less than the words naming what the reader is after, so "check", "made" or the "not" of a pasted
 * message ("… is not connected") never decides a ranking.
 */
export const GENERAL_WORDS: readonly string[] = [
  'use', 'using', 'used', 'make', 'made', 'makes', 'making', 'write', 'writing', 'written', 'check', 'checking',
  'get', 'getting', 'got', 'need', 'needs', 'want', 'wants', 'way', 'ways', 'work', 'works', 'working', 'thing',
  'things', 'like', 'also', 'own', 'just', 'instead', 'let', 'lets', 'help', 'keep', 'able', 'possible', 'really', 'very',
  'support', 'supported', 'supports', 'add', 'adding', 'setup', 'not', 'replacement', 'replacements', 'equivalent', 'equivalents', 'difference', 'differences', 'differ', 'compare', 'compared', 'comparison', 'go', 'went', 'gone', 'between', 'about', 'via', 'per', 'through', 'within', 'whole', 'every', 'any', 'each', 'all', 'list', 'should', 'could', 'would', 'must', 'might',
  'meaning',
];
