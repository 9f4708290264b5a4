/** Readers' words for what the network guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['stop network', 'stop the network', 'stop local network', 'shut down network', 'shutdown network', 'stop devnet', 'stop pact server', 'stop the pact server'],
    terms: ['stop', 'createnetwork'],
    from: 'network "Start and stop from code": network.stop(); docker "Stop and clean up": a DevNet\'s containers stop with Docker after the CLI start',
    explainedAt: ['/packages/network#start-and-stop-from-code', '/setup/docker#stop-and-clean-up'],
  },
  {
    reader: ['testnet04', 'mainnet01', 'staging network', 'staging environment', 'switch to testnet', 'switch to mainnet', 'use mainnet', 'target testnet', 'target mainnet', 'public network', 'public networks'],
    terms: ['createtestnetnetworkconfig', 'factories'],
    from: 'network "Testnet and Mainnet": add them to networks with createTestNetNetworkConfig / createMainNetNetworkConfig (testnet04, mainnet01) and select one by name (defaultNetwork, PACT_TOOLBOX_NETWORK, run --network)',
    explainedAt: ['/packages/network#testnet-and-mainnet'],
  },
  {
    reader: ['contracts directory', 'contracts folder', 'contract folder', 'pact folder', 'pact directory', 'where to put pact files', 'where do pact files go', 'where do contracts go', 'move contracts folder', 'change contracts folder', 'scripts folder', 'scripts directory'],
    terms: ['contractsdir', 'scriptsdir'],
    from: 'network "Top-level keys": contractsDir ("pact") holds contracts, REPL tests and preludes; scriptsDir ("scripts") holds the scripts pact-toolbox run finds',
    explainedAt: ['/packages/network#top-level-keys'],
  },
  {
    reader: ['programmatically', 'programmatic', 'from typescript', 'typescript code', 'in code', 'from my code'],
    terms: ['code', 'createnetwork'],
    from: 'network "Start and stop from code": createNetwork(config, { network }) starts a network from a script and returns it; docker "From code": the same for a DevNet',
    explainedAt: ['/packages/network#start-and-stop-from-code', '/setup/docker#from-code'],
  },
  {
    reader: ['ephemeral', 'temporary chain', 'temporary network', 'empty database', 'empty db', 'wipe database', 'reset database'],
    terms: ['stateless'],
    from: 'network "Stateless runs": stateless: true, a Pact server in memory that starts empty, a DevNet without its database volume on a random port; docker "Persistence and stateless runs"',
    explainedAt: ['/packages/network#stateless-runs', '/setup/docker#persistence-and-stateless-runs'],
  },
  {
    reader: ['ping', 'liveness', 'heartbeat', 'uptime', 'node is up', 'node up', 'is it up', 'network is up', 'devnet is up', 'up and running'],
    terms: ['health', 'ishealthy'],
    from: 'network "Checking health": isHealthy() resolves to true or false; GET /version on a Pact server, /health-check on a DevNet',
    explainedAt: ['/packages/network#checking-health'],
  },
  {
    reader: ['free kda', 'free testnet', 'free tokens', 'test tokens', 'testnet tokens', 'test coins', 'get kda', 'testnet kda', 'kda on testnet', 'kda for testnet', 'fund testnet account', 'fund my testnet account', 'solana airdrop', 'sol airdrop', 'airdrop sol', 'request airdrop', 'airdrop devnet', 'airdrop testnet'],
    terms: ['faucet', 'funded'],
    from: 'network "Funded accounts, and no faucet": the toolkit has no faucet; sender00 to sender09 start funded on a DevNet; fund a testnet account outside the toolkit',
    explainedAt: ['/packages/network#funded-accounts-and-no-faucet'],
  },
  {
    reader: ['prod', 'per environment', 'different network for tests', 'network for tests', 'tests and dev', 'dev and test', 'test and dev'],
    terms: ['production', 'environment'],
    from: 'network "Several networks and per-environment overrides": $development, $test, $production and $env overrides chosen by NODE_ENV',
    explainedAt: ['/packages/network#several-networks-and-per-environment-overrides'],
  },
  {
    reader: ['infura', 'alchemy', 'quicknode'],
    terms: ['rpcurl', 'endpoint'],
    from: 'network "Keys shared by every network": rpcUrl, the endpoint template with {port}, {networkId} and {chainId} filled in',
    explainedAt: ['/packages/network#keys-shared-by-every-network'],
  },
  {
    reader: ['node script', 'nodejs script', 'from node', 'from nodejs', 'standalone script', 'typescript script', 'ts script'],
    terms: ['code', 'node'],
    from: 'network "Start and stop from code" and docker "From code": createNetwork(...).start() in a script; transaction "Example: a transfer from Node.js"',
    explainedAt: ['/packages/network#start-and-stop-from-code', '/setup/docker#from-code', '/packages/transaction#example-a-transfer-from-nodejs'],
  },
  {
    reader: ['fund account', 'fund an account', 'fund a new account', 'fund test account', 'fund my account', 'give account kda', 'send kda to new account', 'top up account'],
    terms: ['funded', 'sender00'],
    from: 'network "Funded accounts, and no faucet": on a DevNet send KDA from sender00, whose keys the DevNet factory config holds; kda fund creates the receiver with transfer-create when missing',
    explainedAt: ['/packages/network#funded-accounts-and-no-faucet', '/packages/kda#sending-to-an-account-that-does-not-exist-yet'],
  },
  {
    reader: ['where is sender00', 'sender00 come from', 'sender00 keys come from', 'sender00 key come from', 'who funds sender00', 'sender00 funded by', 'why is sender00 funded'],
    terms: ['funded', 'keypairs'],
    from: 'network "Funded accounts, and no faucet": sender00 to sender09 are public development keys that DevNet\'s genesis funds; "Keys shared by every network" lists keyPairs',
    explainedAt: ['/packages/network#funded-accounts-and-no-faucet', '/packages/network#keys-shared-by-every-network'],
  },
  {
    reader: ['default network', 'make default', 'pick the network', 'choose network', 'choose the network', 'select network', 'which network is used', 'network by default'],
    terms: ['defaultnetwork'],
    from: 'network "Network kinds and names": defaultNetwork (pactServer unless set) and PACT_TOOLBOX_NETWORK pick the network when none is named; "Top-level keys"',
    explainedAt: ['/packages/network#network-kinds-and-names', '/packages/network#top-level-keys'],
  },
  {
    reader: ['sender00 keys', 'sender00 key', 'sender00 private key', 'sender00 secret key', 'sender00 public key', 'sender00 keypair', 'dev account keys', 'devnet account keys', 'devnet keys', 'default accounts', 'default devnet accounts', 'devnet accounts', 'test accounts keys'],
    terms: ['defaultkeypairs', 'secret'],
    from: 'network "Funded accounts, and no faucet": a table of sender00 to sender09 with their public and secret keys (defaultKeyPairs in config/src/defaults.ts); test "Signing in tests": defaultKeyPairs signs as a funded account; docker "Network options": keyPairs',
    explainedAt: ['/packages/network#funded-accounts-and-no-faucet', '/packages/test#signing-in-tests', '/setup/docker#network-options'],
  },
  {
    reader: ['devnet is ready', 'network is ready', 'is it ready', 'when is it ready', 'wait until ready', 'wait until it is ready', 'wait for devnet', 'wait for the devnet', 'wait for network', 'wait for the network', 'when the devnet is ready', 'know when ready', 'wait until devnet is ready', 'wait for pact server', 'wait until pact server is ready', 'readiness', 'readiness check', 'ready check', 'block until ready', 'wait until network is up', 'wait for the node', 'network ready'],
    terms: ['health', 'ishealthy'],
    from: 'network "Checking health": isHealthy() answers true once the network responds; start() waits for it (Pact server: /version every 200 ms for 10 s; DevNet: health check then cut height 20, 100 s each); docker "Verify it is running": /health-check and the cut height',
    explainedAt: ['/packages/network#checking-health', '/setup/docker#verify-it-is-running'],
  },
  {
    reader: ['still running after', 'keeps running after', 'after my script exits', 'after the script exits', 'script exits', 'process exits', 'script ends', 'when my script ends', 'not stopped after'],
    terms: ['stop', 'cleanup'],
    from: 'network "Start and stop from code": when the process simply exits the clean-up handler is not awaited and cannot stop a DevNet, so call stop() before a script ends; docker "Stop and clean up"',
    explainedAt: ['/packages/network#start-and-stop-from-code', '/setup/docker#stop-and-clean-up'],
  },
  {
    reader: ['in dev and', 'devnet in dev', 'devnet for dev', 'pact server in tests', 'pact server for tests', 'pactserver in tests', 'one network for dev', 'network per environment', 'per env'],
    terms: ['environment', 'overrides'],
    from: 'network "Several networks and per-environment overrides": $development, $test and $production overrides picked by NODE_ENV, so dev can use a DevNet and tests a Pact server',
    explainedAt: ['/packages/network#several-networks-and-per-environment-overrides'],
  },
  {
    reader: ['start automatically', 'starts automatically', 'start it automatically', 'start on create', 'started automatically'],
    terms: ['autostart'],
    from: 'network "NetworkOptions and NetworkStartOptions": autoStart (true by default) makes createNetwork start the network before it returns',
    explainedAt: ['/packages/network#networkoptions-and-networkstartoptions'],
  },
  {
    reader: ['default chain id', 'default chainid', 'chain id in config', 'chain in config', 'gas limit for every', 'gas limit for all', 'for the whole network', 'whole network', 'for every transaction'],
    terms: ['meta'],
    from: 'network "Keys shared by every network": meta holds the defaults for transaction metadata (chain "0", gas limit 150000, gas price 1e-8, TTL 900 s)',
    explainedAt: ['/packages/network#keys-shared-by-every-network'],
  },
  {
    reader: ['orphaned pact process', 'orphan process', 'orphaned process', 'leftover pact server', 'leftover processes', 'zombie pact', 'pact still running', 'kill pact server', 'pact server still running', 'stray pact process', 'pkill pact'],
    terms: ['pgrep', 'leftovers'],
    from: 'network "Start and stop from code": leftovers after a crash; pgrep -af "pact -s" lists them, pkill -f stops them (checked with a stand-in pact); a healthy server on the port is reused',
    explainedAt: ['/packages/network#start-and-stop-from-code'],
  },

  {
    reader: ['network config file', 'networks in config', 'network entry', 'network entry fields', 'fields of a network', 'network fields', 'custom api host', 'api host', 'rpcurl template', 'network url template'],
    terms: ['keys', 'senderaccount'],
    from: 'network "Keys shared by every network": type, networkId, rpcUrl template, name, senderAccount, keyPairs, keysets, meta, autoStart',
    explainedAt: ['/packages/network#keys-shared-by-every-network'],
  },
];
