/**
 * The data behind running the guide's samples (plugins/run-samples/): which
 * calls send something to a node, which samples cannot run here and why, and
 * the network settings a run gives the samples in place of the bundler plugin.
 */

/** Methods and functions of the toolkit that send a request; a sample that calls one is a network sample. */
export const SENDING_CALLS = [
  // PactTransactionDispatcher (@pact-toolbox/transaction)
  'dirtyRead', 'local', 'submit', 'submitAndListen', 'dirtyReadAll', 'localAll', 'submitAll', 'submitAndListenAll',
  // ChainwebClient and its helpers (@pact-toolbox/chainweb-client)
  'send', 'poll', 'listen', 'submitAndWait', 'submitBatch', 'getTransaction', 'healthCheck', 'getNetworkInfo', 'getCut', 'getChainInfo',
  'dirtyReadOrFail', 'localOrFail', 'preflight',
  // PactToolboxClient (@pact-toolbox/runtime) and deployment scripts
  'deployContract', 'deployContracts', 'deploy',
  // CoinService (@pact-toolbox/kda)
  'getBalance', 'getAccountDetails', 'accountExists', 'createAccount', 'transfer', 'transferCreate', 'transferCrosschain', 'fund',
] as const;

/** A sample that cannot run here: the first rule whose pattern matches its code gives the reason it is listed with. */
export interface NotRunRule {
  pattern: RegExp;
  reason: string;
  /**
   * Set when the sample needs something this build cannot give it (a `pact` binary, Docker, a browser wallet):
   * the page shows one quiet line under it, "Not run when this site was built: needs …", and the build's summary lists it.
   */
  needs?: string;
}

export const NOT_RUN_RULES: NotRunRule[] = [
  { pattern: /^\s*\/\/\s*@errors:/m, reason: 'a counter-example: it is meant not to compile' },
  {
    // Only the type from the test package, and the environment an earlier sample made: that sample's network is what it needs.
    pattern: /^\s*import\s+type\s[^;]*from\s+["']@pact-toolbox\/test["'][\s\S]*^\s*declare\s+const\s+env\b/m,
    reason: 'uses the environment an earlier sample made with `createPactTestEnv`, whose network must be running (a Pact server needs the `pact` binary, a DevNet Docker)',
    needs: 'the network of a `createPactTestEnv` environment (the `pact` binary for a Pact server, Docker for a DevNet)',
  },
  { pattern: /from\s+["']@pact-toolbox\/test["']/, reason: 'starts a local Pact server, which needs the `pact` binary', needs: 'the `pact` binary (it starts a local Pact server)' },
  { pattern: /from\s+["'](?:@pact-toolbox\/script|pact-toolbox)["']/, reason: 'runs under `pact-toolbox run`, which starts a network (a `pact` binary or Docker)', needs: 'a `pact` binary or Docker (it runs under `pact-toolbox run`, which starts a network)' },
  { pattern: /from\s+["']@pact-toolbox\/(?:network|docker)["']/, reason: 'starts a network (a `pact` binary or Docker)', needs: 'a `pact` binary or Docker (it starts a network)' },
  { pattern: /\b(?:connectWallet|setupWallets)\s*\(/, reason: 'connects a browser wallet', needs: 'a browser wallet' },
];

/**
 * A sample that signs with the wallet a reader has connected (`.sign()` without a wallet) runs with the
 * key-pair wallet of sender00 connected first, the way the first-project guide's `src/wallet.ts` connects
 * it on a local network: this preamble goes before the sample's code (names prefixed so they cannot clash).
 */
export const CONNECTED_WALLET = {
  pattern: /\.sign\(\s*\)/,
  preamble: [
    'import { connectWallet as __pactDocsConnect, initializeWallets as __pactDocsInitialize } from "@pact-toolbox/wallet-adapters";',
    'import { KeypairWalletProvider as __PactDocsKeypair } from "@pact-toolbox/wallet-adapters/keypair";',
    '__pactDocsInitialize([new __PactDocsKeypair({ privateKey: "251a920c403ae8c8f65f59142316af3c82b631fba46ddea92ee8c95035bd2898", accountName: "sender00", networkId: "development", rpcUrl: "http://localhost:8080/chainweb/0.0/development/chain/0/pact" })]);',
    'await __pactDocsConnect("keypair");',
    '',
  ].join('\n'),
  label: "sender00's key-pair wallet connected first, as the first project's src/wallet.ts connects it on a local network",
};

/**
 * A deployment script that starts no network (`createScript({ autoStartNetwork: false, … })`) runs the way
 * `pact-toolbox run <script>` runs it: the toolkit's own `runScript` (packages/script/src/runner.ts) loads it from
 * the `scripts/` folder of a project made for the run, whose `pact/` folder holds the contracts its page shows, and
 * runs it against the run's network (`RUN_NETWORKS`, as that project's config). `runScript` starts no network for
 * such a script, so nothing but the stand-in answers. (A script that lets the runner start its network needs a
 * `pact` binary or Docker: a rule above.)
 */
export const SCRIPT_RUN = {
  pattern: /from\s+["'](?:@pact-toolbox\/script|pact-toolbox)["'][\s\S]*\bautoStartNetwork:\s*false\b/,
  /** The calls by which a script reads a contract file of its project; a script making none runs in a project without contracts. */
  readsContracts: /\b(?:deploy\w*|getContractCode)\s*\(/,
  /** The script's file name in the project's `scripts/` folder (without its extension). */
  name: 'sample',
  /** What runs in the sample's process: the runner, given the project's config. */
  runner: (name: string) =>
    [
      'import { runScript as __pactDocsRunScript } from "@pact-toolbox/script";',
      'const __pactDocsNetworks = (globalThis as { __PACT_TOOLBOX_NETWORKS__?: { default: string; configs: Record<string, unknown> } }).__PACT_TOOLBOX_NETWORKS__!;',
      `await __pactDocsRunScript(${JSON.stringify(name)}, { cwd: process.cwd(), network: __pactDocsNetworks.default, config: { defaultNetwork: __pactDocsNetworks.default, contractsDir: "pact", scriptsDir: "scripts", networks: __pactDocsNetworks.configs } as never });`,
      '',
    ].join('\n'),
  label: "run by the toolkit's runScript (what pact-toolbox run calls) in a project holding the contracts this page shows, with those network settings as the project's config",
};

/** Longest a sample may run before it is stopped and reported (its process is killed). */
export const RUN_TIMEOUT_MS = 20_000;

/** The sender00 development key pair: public, part of the toolkit's default development config. */
const SENDER00 = {
  account: 'sender00',
  publicKey: '368820f80c324bbc7c2b0610688a7da43e39f91d118732671cd9c7500ff43cca',
  secretKey: '251a920c403ae8c8f65f59142316af3c82b631fba46ddea92ee8c95035bd2898',
};

/**
 * What a run injects where the bundler plugin injects a page's network settings
 * (`globalThis.__PACT_TOOLBOX_NETWORKS__`): a local DevNet as the toolkit's
 * default config describes it, so `getGlobalNetworkContext()` works and each
 * request names its chain in the URL. Only `meta.chainId` is set, so the
 * transaction package's own defaults for gas, TTL and sender show.
 */
export const RUN_NETWORKS = {
  default: 'devnet',
  environment: 'development',
  configs: {
    devnet: {
      type: 'chainweb-devnet',
      name: 'devnet',
      networkId: 'development',
      rpcUrl: 'http://localhost:8080/chainweb/0.0/{networkId}/chain/{chainId}/pact',
      senderAccount: SENDER00.account,
      keyPairs: [SENDER00],
      keysets: {},
      meta: { chainId: '0' },
    },
  },
};

/** How the panel names those settings. */
export const RUN_NETWORKS_LABEL = 'a DevNet at http://localhost:8080 (network development, default chain 0), as the bundler plugin would inject it';

/**
 * What the npm reference's sending API examples would need to run (plugins/api-examples/run.ts): the build fetches
 * a release's files for their declarations and never installs it, so its code and its dependencies cannot be loaded.
 */
export const NPM_EXAMPLES_NEED = 'the npm release installed with its dependencies (this build fetches its files for their declarations only)';

/** What running the guide's network samples may add to the source build, in seconds (`npm run bench` reports it). */
export const RUN_SAMPLES_BUDGET_S = 30;
