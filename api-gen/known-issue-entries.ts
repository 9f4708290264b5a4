/**
 * Where an API page's own words (the toolkit's doc comments) promise what the code at the pin does not do, the page
 * carries a "Known issue" for that member, in our words, with the source lines that show it and the guide section
 * that explains what works (api-gen/known-issues.ts writes them). Each entry was checked at `checkedAt`; when the
 * site's pin moves, api-gen reports the entry as a problem until someone checks it again and moves `checkedAt`.
 */
/** What every known issue states, on a member or in a package's README (api-gen/readme-issue-entries.ts). */
export interface KnownIssueFacts {
  /** The name the callout opens with: the member, or the option, variable or function the statement is about. */
  name: string;
  /** What the code does instead, in one or two sentences. */
  text: string;
  /** The toolkit file and lines that show it, at the pin. */
  source: { file: string; from: number; to?: number };
  /** The guide section that explains what works, and its title as the link shows it. */
  guide: string;
  guideTitle: string;
  /** The toolkit commit (7 characters or more) the entry was checked at. */
  checkedAt: string;
  /** Facts in the source at `checkedAt` that show the claim; api-gen/known-issue-entries.test.ts checks each with git grep. */
  evidence?: readonly KnownIssueEvidence[];
}

/** The lines under `under` at `checkedAt` (test and spec files left out) that match `pattern` (git grep -E) are exactly `lines` ("file:line"). */
export interface KnownIssueEvidence {
  pattern: string;
  under: string;
  lines: readonly string[];
}

export interface ApiKnownIssue extends KnownIssueFacts {
  /** The API page, as its route under /api/: "config/interfaces/DevNetContainerConfig". */
  page: string;
  /** The member's anchor on that page: "property-persistdb". */
  anchor: string;
}

/** The transaction package's doc examples that scope `coin.TRANSFER` with a plain `10.0` (test files left out). */
const TEN_POINT_ZERO: KnownIssueEvidence = {
  pattern: String.raw`signFor\("coin\.TRANSFER", "alice", "bob", 10\.0\)`,
  under: 'packages/transaction/src',
  lines: ['packages/transaction/src/builder.ts:48', 'packages/transaction/src/builder.ts:159', 'packages/transaction/src/builder.ts:251', 'packages/transaction/src/builder.ts:327'],
};

/** What a doc example's plain `10.0` does, run at 98c9a65 against a server recording what the builder sent. */
const TEN_AS_INTEGER =
  'The example scopes `coin.TRANSFER` with a plain `10.0`, which JavaScript holds as `10`: the signed command carries the integer `10` (`"args":["alice","bob",10]`), which does not match the decimal amount of `(coin.transfer "alice" "bob" 10.0)`. Write `pactDecimal(10)` instead; the command then carries `{"decimal":"10.000000000000"}`.';

/** One known issue for each example that scopes `coin.TRANSFER` with `10.0`: the page, its heading's anchor, the name shown and the example's lines. */
function tenPointZero(page: string, anchor: string, name: string, from: number, to?: number): ApiKnownIssue {
  return {
    page,
    anchor,
    name,
    text: TEN_AS_INTEGER,
    source: { file: 'packages/transaction/src/builder.ts', from, ...(to ? { to } : {}) },
    guide: '/packages/transaction#signers-and-capabilities',
    guideTitle: 'Transaction › Signers and capabilities',
    checkedAt: '98c9a65',
    evidence: [TEN_POINT_ZERO],
  };
}

/** The chainweb-client factories whose built-in rpcUrl already ends in /api/v1, and the client's join that adds it again. */
const DOUBLED_API_V1: readonly KnownIssueEvidence[] = [
  { pattern: '/api/v1(/local)?[`]', under: 'packages/chainweb-client/src', lines: ['packages/chainweb-client/src/index.ts:44', 'packages/chainweb-client/src/index.ts:57', 'packages/chainweb-client/src/index.ts:69', 'packages/chainweb-client/src/index.ts:78'] },
  { pattern: String.raw`/api/v1\$\{endpoint`, under: 'packages/chainweb-client/src', lines: ['packages/chainweb-client/src/client.ts:387'] },
];

/** A chainweb-client factory's known issue: its rpcUrl ends in `ending`, to which the client adds /api/v1/<endpoint>. */
function doubledApiV1(name: string, ending: string, yours: string, from: number, to: number): ApiKnownIssue {
  return {
    page: `chainweb-client/functions/${name}`,
    anchor: name.toLowerCase(),
    name,
    text: `Its built-in \`rpcUrl\` already ends in \`${ending}\`, and the client adds \`/api/v1/<endpoint>\` to it, so every request goes to \`…${ending}/api/v1/<endpoint>\`. Pass an \`rpcUrl\` of your own that ends before \`/api/v1\`: ${yours}.`,
    source: { file: 'packages/chainweb-client/src/index.ts', from, to },
    guide: '/packages/chainweb-client#factory-functions',
    guideTitle: 'Chainweb Client › Factory functions',
    checkedAt: '98c9a65',
    evidence: DOUBLED_API_V1,
  };
}

/** A Pact server key whose doc comment says it defaults to 0, while the defaults (line `at`) and the factory (`factoryAt`) set `value`. */
function commentSaysZero(name: string, value: string, at: number, factoryAt: number, more = ''): ApiKnownIssue {
  return {
    page: 'config/interfaces/PactServerConfig',
    anchor: `property-${name.toLowerCase()}`,
    name,
    text: `The doc comment says it defaults to 0; the defaults merged into every config, and \`createPactServerNetworkConfig\`, set ${value}.${more}`,
    source: { file: 'packages/config/src/defaults.ts', from: at },
    guide: '/packages/network#pact-server-keys',
    guideTitle: 'Network › Pact server keys',
    checkedAt: '98c9a65',
    evidence: [{ pattern: `${name}: ${value.replace('.', '\\.')},`, under: 'packages/config/src', lines: [`packages/config/src/defaults.ts:${at}`, `packages/config/src/factories.ts:${factoryAt}`] }],
  };
}

export const API_KNOWN_ISSUES: readonly ApiKnownIssue[] = [
  {
    page: 'runtime/classes/PactToolboxClient',
    anchor: 'deploycontract',
    name: 'deployContract',
    text: 'The doc comment says it returns a transaction descriptor or a request key. With `listen` on (the default) it waits and resolves with the transaction\'s Pact result instead (for a module, Pact\'s `Loaded module …` text); only `listen: false` gives the descriptor (`requestKey`, `chainId`, `networkId`). We ran both against a server recording what the client sent.',
    source: { file: 'packages/runtime/src/runtime.ts', from: 361, to: 363 },
    guide: '/packages/test#setup-and-teardown',
    guideTitle: 'Test › Setup and teardown',
    checkedAt: '98c9a65',
    evidence: [
      { pattern: 'signedTxBuilder\\.submitAndListen\\(', under: 'packages/runtime/src', lines: ['packages/runtime/src/runtime.ts:362'] },
      { pattern: '@returns Transaction descriptor or request key', under: 'packages/runtime/src', lines: ['packages/runtime/src/runtime.ts:311', 'packages/runtime/src/runtime.ts:371'] },
    ],
  },
  commentSaysZero('gasLimit', '150000', 141, 34),
  commentSaysZero('gasRate', '0.01', 142, 35, ' A Pact 5 server reads no `gasRate` key at all.'),
  {
    page: 'chainweb-client/interfaces/RequestConfig',
    anchor: 'property-retries',
    name: 'retries',
    text: 'Declared, but the client never reads it: no request is retried (only `submitAndWait` polls until its result comes).',
    source: { file: 'packages/chainweb-client/src/types.ts', from: 202 },
    guide: '/packages/chainweb-client#timeouts-polling-and-retries',
    guideTitle: 'Chainweb Client › Timeouts, polling and retries',
    checkedAt: '98c9a65',
    evidence: [{ pattern: '\\bretries\\b', under: 'packages/chainweb-client/src', lines: ['packages/chainweb-client/src/types.ts:202'] }],
  },
  {
    page: 'kda/classes/NamespaceService',
    anchor: 'generateprincipalnamespace',
    name: 'generatePrincipalNamespace',
    text: 'Returns `n_` and the 64 hexadecimal characters of a BLAKE2b hash of the keyset written as JSON, while Pact\'s `ns.create-principal-namespace` gives `n_` and 40 characters of Pact\'s own hash of the keyset: the name never matches the namespace Pact creates for that keyset.',
    source: { file: 'packages/kda/src/namespace-service.ts', from: 72, to: 98 },
    guide: '/getting-started/questions#own-namespace',
    guideTitle: 'Common Questions › How do I deploy into a namespace of my own?',
    checkedAt: '98c9a65',
    evidence: [{ pattern: 'return `n_\\$\\{hashHex\\}`', under: 'packages/kda/src', lines: ['packages/kda/src/namespace-service.ts:97'] }],
  },
  {
    page: 'kda/classes/NamespaceService',
    anchor: 'createprincipalnamespace',
    name: 'createPrincipalNamespace',
    text: 'Passes the admin keyset as the user guard and the user keyset as the admin guard (`define-namespace` takes the user guard first), signs with no wallet, which throws in Node.js, and returns the name `generatePrincipalNamespace` computes, not the one Pact created.',
    source: { file: 'packages/kda/src/namespace-service.ts', from: 103, to: 163 },
    guide: '/getting-started/questions#own-namespace',
    guideTitle: 'Common Questions › How do I deploy into a namespace of my own?',
    checkedAt: '98c9a65',
    evidence: [{ pattern: 'define-namespace namespace-name admin-keyset user-keyset', under: 'packages/kda/src', lines: ['packages/kda/src/namespace-service.ts:134'] }],
  },
  doubledApiV1('createMainnetClient', '/pact/api/v1', 'the chain\'s URL up to `/pact`', 40, 48),
  doubledApiV1('createTestnetClient', '/pact/api/v1', 'the chain\'s URL up to `/pact`', 52, 60),
  doubledApiV1('createDevnetClient', '/pact/api/v1', 'the chain\'s URL up to `/pact`', 65, 72),
  doubledApiV1('createPactServerClient', '/api/v1/local', '`http://localhost:<port>` for a Pact server', 74, 82),
  tenPointZero('transaction/classes/PactTransactionBuilder', 'example', 'PactTransactionBuilder', 46, 48),
  tenPointZero('transaction/classes/PactTransactionBuilder', 'withsigner', 'withSigner', 157, 161),
  tenPointZero('transaction/classes/PactTransactionBuilder', 'sign', 'sign', 250, 251),
  tenPointZero('transaction/functions/execution', 'example', 'execution', 325, 328),
  {
    page: 'config/interfaces/DevNetContainerConfig',
    anchor: 'property-persistdb',
    name: 'persistDb',
    text: 'Declared and validated, but the DevNet never reads it: `DevNetNetwork` builds its containers without it, so the chain database stays in the Docker volume `devnet_db_devnet_minimal` unless the network is started stateless.',
    source: { file: 'packages/network/src/networks/devnet.ts', from: 49, to: 54 },
    guide: '/setup/docker#container-options',
    guideTitle: 'Docker Setup › Container options',
    checkedAt: '98c9a65',
    evidence: [
      // The config's persistDb is read only by its validation; the DevNet's own persistDb is a parameter of its preset.
      { pattern: String.raw`\.persistDb\b`, under: 'packages', lines: ['packages/config/src/validation.ts:111', 'packages/config/src/validation.ts:112'] },
      { pattern: String.raw`createMinimalDevNet\(`, under: 'packages/network/src/networks', lines: ['packages/network/src/networks/devnet.ts:49', 'packages/network/src/networks/devnet.ts:76'] },
    ],
  },
  {
    page: 'config/interfaces/DevNetContainerConfig',
    anchor: 'property-ondemandmining',
    name: 'onDemandMining',
    text: 'The doc comment says the DevNet then mines only when transactions arrive, but it mines while idle as well: the DevNet preset always starts the mining trigger with its idle worker on (every 5 seconds), and `onDemandMining: true` only routes each chain\'s `/send` through the trigger, which adds blocks right after a transaction.',
    source: { file: 'packages/network/src/presets/minimal.ts', from: 156, to: 185 },
    guide: '/setup/docker#container-options',
    guideTitle: 'Docker Setup › Container options',
    checkedAt: '98c9a65',
    evidence: [
      // The trigger is made with no options, so its idle worker (disableIdleWorker = false, period 5) always runs.
      { pattern: String.raw`createMiningTriggerService\(`, under: 'packages/network/src', lines: ['packages/network/src/presets/minimal.ts:156', 'packages/network/src/presets/minimal.ts:258'] },
      { pattern: String.raw`idle-trigger-period=`, under: 'packages/network/src', lines: ['packages/network/src/presets/minimal.ts:179'] },
      // What onDemandMining changes: the proxy's routing of /send through the trigger.
      { pattern: String.raw`enableMiningTrigger: this\.hasOnDemandMining`, under: 'packages/network/src', lines: ['packages/network/src/networks/devnet.ts:173'] },
    ],
  },
  {
    page: 'config/interfaces/DevNetContainerConfig',
    anchor: 'property-constantdelayblocktime',
    name: 'constantDelayBlockTime',
    text: 'Declared and validated, but not passed on: the DevNet preset creates its mining client with no options, so it always runs with its built-in 5 seconds.',
    source: { file: 'packages/network/src/presets/minimal.ts', from: 257 },
    guide: '/setup/docker#container-options',
    guideTitle: 'Docker Setup › Container options',
    checkedAt: '98c9a65',
    evidence: [
      { pattern: String.raw`\.constantDelayBlockTime\b`, under: 'packages', lines: ['packages/config/src/validation.ts:123', 'packages/config/src/validation.ts:124', 'packages/config/src/validation.ts:127', 'packages/config/src/validation.ts:128'] },
      // The mining client's one call passes nothing, so its default of 5 seconds stands.
      { pattern: String.raw`createMiningClientService\(`, under: 'packages/network/src', lines: ['packages/network/src/presets/minimal.ts:112', 'packages/network/src/presets/minimal.ts:257'] },
    ],
  },
  {
    page: 'network/interfaces/NetworkOptions',
    anchor: 'property-network',
    name: 'network',
    text: 'The doc comment says the default is the first network; the code never picks it. With no name given, the network is the one `PACT_TOOLBOX_NETWORK` names, then the config\'s `defaultNetwork`, then `pactServer`.',
    source: { file: 'packages/config/src/utils.ts', from: 133 },
    guide: '/packages/network#networkoptions-and-networkstartoptions',
    guideTitle: 'Network › NetworkOptions and NetworkStartOptions',
    checkedAt: '98c9a65',
    evidence: [
      { pattern: String.raw`getDefaultNetworkConfig\(toolboxConfig, options\.network\)`, under: 'packages/network/src', lines: ['packages/network/src/network.ts:59'] },
      { pattern: String.raw`network \?\? process\.env\["PACT_TOOLBOX_NETWORK"\] \?\? config\.defaultNetwork \?\? "pactServer"`, under: 'packages/config/src', lines: ['packages/config/src/utils.ts:133'] },
    ],
  },
  ...(['accountChanged', 'networkChanged'] as const).map(
    (name, i): ApiKnownIssue => ({
      page: 'wallet-core/interfaces/WalletEvents',
      anchor: `property-${name.toLowerCase()}`,
      name,
      text: `Declared, but nothing emits it: the wallet service emits only \`connected\`, \`disconnected\` and \`error\`, so a listener for \`${name}\` is never called.`,
      source: { file: 'packages/wallet-core/src/types.ts', from: 160 + 2 * i, to: 161 + 2 * i },
      guide: '/packages/wallet#listen-for-wallet-events',
      guideTitle: 'Wallet › Listen for wallet events',
      checkedAt: '98c9a65',
      evidence: [
        // Every place the name stands outside tests: its declarations, in the types, the README and Magic's own types.
        { pattern: name, under: 'packages', lines: name === 'accountChanged' ? ['packages/wallet-adapters/src/providers/magic/types.ts:155', 'packages/wallet-core/README.md:211', 'packages/wallet-core/src/types.ts:161'] : ['packages/wallet-core/README.md:212', 'packages/wallet-core/src/types.ts:163'] },
        // What the service emits.
        { pattern: String.raw`this\.emit\("`, under: 'packages/wallet-adapters/src', lines: ['packages/wallet-adapters/src/wallet-service.ts:105', 'packages/wallet-adapters/src/wallet-service.ts:114', 'packages/wallet-adapters/src/wallet-service.ts:178', 'packages/wallet-adapters/src/wallet-service.ts:206', 'packages/wallet-adapters/src/wallet-service.ts:212', 'packages/wallet-adapters/src/wallet-service.ts:262'] },
      ],
    }),
  ),
];
