/** Readers' words for what the test guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['migrate from repl', 'migrate repl tests', 'migrate .repl', 'repl to typescript', 'repl to ts', 'repl to vitest', 'convert repl', 'convert repl tests', 'port repl tests', 'replace repl tests', 'repl equivalent', 'repl equivalents', 'begin-tx', 'begin tx', 'commit-tx', 'rollback-tx', 'test-capability', 'test capability', 'env-data in typescript', 'env data in test'],
    terms: ['repl', 'counterpart'],
    from: 'test "From a .repl test to a TypeScript test": a table from load, begin-tx/commit-tx, rollback-tx, env-data, env-keys/env-sigs, test-capability, expect and expect-failure to deployContract, builder methods, signing and Vitest expect',
    explainedAt: ['/packages/test#from-repl'],
  },
  {
    reader: ['expect failure', 'expect failure in typescript', 'expect failure in ts'],
    terms: ['rejects', 'typescript'],
    from: 'test "Testing that a transaction fails": the REPL\'s expect-failure, and its TypeScript counterpart, rejects.toThrow on Pact\'s message',
    explainedAt: ['/packages/test#testing-that-a-transaction-fails'],
  },
  {
    reader: ['test helper api', 'test helpers', 'test helper functions', 'test utilities', 'test utils', 'testing helpers', 'testing utilities', 'test package api', 'what does the test package export'],
    terms: ['exported', 'runrepltests'],
    from: 'test "Exported helpers": createPactTestEnv, runReplTests, getConfigOverrides, updatePorts, injectNetworkConfig and the two types, each with what it does',
    explainedAt: ['/packages/test#exported-helpers'],
  },
  {
    reader: ['snapshot', 'snapshots', 'snapshot test', 'snapshot testing', 'tomatchsnapshot', 'match snapshot', 'inline snapshot', 'tomatchinlinesnapshot', 'result changes every run', 'different every run', 'deterministic result', 'flaky hash'],
    terms: ['reqkey', 'nonce'],
    from: 'test "Snapshot tests": the dispatcher methods resolve with the result data, stable between runs; a whole TransactionResult holds reqKey (a new hash each run, from creation time and nonce), txId and block metaData',
    explainedAt: ['/packages/test#snapshot-tests'],
  },
  {
    reader: ['test environment', 'test env', 'testing environment', 'test context', 'test harness'],
    terms: ['pacttestenv', 'members'],
    from: 'test "PactTestEnv members": start, stop, restart, client, config, wallet, network',
    explainedAt: ['/packages/test#pacttestenv-members'],
  },
  {
    reader: ['fake wallet', 'mock wallet', 'dummy wallet', 'stub wallet', 'fake signer', 'mock signer'],
    terms: ['signing', 'tests', 'wallet'],
    from: 'test "Signing in tests": the environment connects a test wallet with a generated key',
    explainedAt: ['/packages/test#signing-in-tests'],
  },
  {
    reader: ['github actions', 'continuous integration', 'pipeline', 'jenkins', 'circleci', 'pull request', 'pull requests', 'every push', 'on every push', 'every pr', 'each pr', 'automated tests', 'workflow step', 'workflow steps', 'github workflow', 'github runner'],
    terms: ['ci'],
    from: 'test "Running tests in CI": install pact and Docker, fetch preludes first, split REPL and Vitest steps, one DevNet file at a time',
    explainedAt: ['/packages/test#running-tests-in-ci'],
  },
  {
    reader: ['integration test', 'integration tests', 'integration testing', 'end to end', 'e2e', 'test with vitest', 'contract with vitest', 'vitest test', 'vitest example', 'example vitest'],
    terms: ['typescript', 'vitest'],
    from: 'test "A worked TypeScript test": a Vitest suite deploys to a real local network and calls it through the client; first project "TypeScript Tests"',
    explainedAt: ['/packages/test#a-worked-typescript-test', '/getting-started/first-project#typescript-tests'],
  },
  {
    reader: ['clean slate', 'fresh state', 'fresh database', 'clean database', 'start empty', 'before tests', 'global setup', 'globalsetup', 'beforeall', 'before all', 'afterall', 'after all'],
    terms: ['teardown'],
    from: 'test "Setup and teardown": env.network.start({ stateless: true }) drops persistDir, so every run starts empty',
    explainedAt: ['/packages/test#setup-and-teardown'],
  },
  {
    reader: ['test funds', 'funded signer', 'rich account'],
    terms: ['defaultkeypairs', 'sender00'],
    from: 'test "Signing in tests": on a DevNet sign as a funded development account, defaultKeyPairs holds sender00 to sender09',
    explainedAt: ['/packages/test#signing-in-tests'],
  },
  {
    reader: ['env-sigs', 'env sigs', 'envsigs', 'env-keys', 'env keys', 'envkeys'],
    terms: ['signing'],
    from: 'test "Signing in tests": where a REPL test sets signatures with env-sigs, a TypeScript test signs through the environment\'s wallet or a development key pair',
    explainedAt: ['/packages/test#signing-in-tests'],
  },
  {
    reader: ['parallel tests', 'parallel test', 'per worker', 'network per worker', 'each worker', 'parallel workers', 'isolated network', 'network per test file', 'parallel files', 'files in parallel', 'tests in parallel', 'test files in parallel', 'run concurrently', 'concurrent tests', 'sequential tests', 'one at a time', 'serial tests', 'run serially', 'singlefork', 'single fork', 'maxworkers', 'max workers', 'two test files', 'two files', 'second test file', 'multiple test files', 'more than one test file'],
    terms: ['several', 'files', 'fileparallelism'],
    from: 'test "Several test files at once": Vitest runs files side by side; env.start() servers share .pact-toolbox/pact/pact-config.yaml; a stateless start per file, or fileParallelism: false',
    explainedAt: ['/packages/test#several-test-files-at-once'],
  },
  {
    reader: ['assert throws', 'assert fails', 'assert error', 'should throw', 'should fail', 'function throws', 'function fails', 'call throws', 'call fails', 'negative test', 'test that it fails', 'expect it to fail', 'expect revert', 'expectrevert', 'should revert', 'assert revert', 'test revert', 'test rejected', 'test rejection', 'test a rejected', 'test that rejects', 'expect rejected', 'expect rejection', 'assert rejected', 'test transfer rejected'],
    terms: ['expecting', 'failure'],
    from: 'test "Testing that a transaction fails": expect-failure in a .repl file; in TypeScript rejects.toThrow on Pact\'s message (a plain Error "Transaction failed with error:"), ChainwebClientError for HTTP failures',
    explainedAt: ['/packages/test#testing-that-a-transaction-fails'],
  },
  {
    reader: ['no logs', 'no output', 'see logs', 'see any logs', 'show logs', 'missing logs', 'logs missing', 'print logs', 'console output', 'silent tests', 'logger paused', 'test logs', 'logs in test', 'logs not showing', 'logs not shown', 'logs dont show', 'output inside vitest', 'output in vitest', 'vitest output', 'output in tests', 'output inside tests'],
    terms: ['logs', 'resumelogs'],
    from: 'test "Logs in tests": createPactTestEnv pauses the toolkit logger for the rest of the process; DEBUG and LOG_LEVEL do not undo it; logger.resumeLogs() does',
    explainedAt: ['/packages/test#logs-in-tests'],
  },
  {
    reader: ['reload config', 'config cache', 'cached config', 'stale config', 'config not updated', 'config not updating', 'overrides ignored', 'fresh config'],
    terms: ['clearconfigcache', 'caches'],
    from: 'test "Errors and fixes": resolveConfig caches its result for the life of the process, so a second createPactTestEnv ignores new configOverrides; call clearConfigCache or pass config',
    explainedAt: ['/packages/test#errors-and-fixes'],
  },
  {
    reader: ['test isolation', 'isolated tests', 'isolate tests', 'tests interfere', 'tests share state', 'shared state between tests', 'between tests', 'between test cases', 'tests depend on each other', 'rollback between tests', 'revert state'],
    terms: ['isolating', 'stateless'],
    from: 'test "Isolating tests from each other": no reset or snapshot of chain state; fresh ids per test, or env.network.restart({ stateless: true }) for an empty Pact server; "Several test files at once": a stateless start per file; network "Stateless runs"',
    explainedAt: ['/packages/test#isolating-tests', '/packages/test#several-test-files-at-once', '/packages/network#stateless-runs'],
  },
  {
    reader: ['hook timeout', 'beforeall timeout', 'before all timeout', 'setup timeout', 'test never finishes', 'test hang', 'tests hang'],
    terms: ['hooktimeout', 'teardown'],
    from: 'test "Setup and teardown": start the environment in beforeAll with a larger timeout; "Errors and fixes": Hook timed out in 10000ms, pass a timeout or set hookTimeout',
    explainedAt: ['/packages/test#setup-and-teardown', '/packages/test#errors-and-fixes'],
  },
  {
    reader: ['load contract in repl', 'load a contract in repl', 'load contract into repl', 'repl load', 'load in repl', 'load file in repl', 'import contract in repl'],
    terms: ['worked'],
    from: 'test "A worked REPL test": a .repl file loads the contract with (load "…"), sets env data and keys, then checks it',
    explainedAt: ['/packages/test#a-worked-repl-test'],
  },
  {
    reader: ['second time', 'run second time', 'the second time', 'second run', 'run twice', 'runs twice', 'rerun fails', 'fails on rerun', 'fail on rerun', 'fails again', 'fail again', 'next run fails', 'pass first time', 'rerun them', 'when i rerun', 'pass once', 'passes once', 'fail next time', 'fails next time', 'break next time', 'breaks next time'],
    terms: ['second', 'deploy'],
    from: 'test "A deploy that fails on the second run": a DevNet keeps its volume, so the module already exists on the next run; start stateless or skip the deploy',
    explainedAt: ['/packages/test#a-deploy-that-fails-on-the-second-run'],
  },
  {
    reader: ['sign in vitest', 'sign in tests', 'sign in a test', 'sign in test', 'without wallet modal', 'without the wallet modal', 'without a wallet popup', 'no wallet modal', 'no wallet popup', 'skip wallet modal', 'headless signing'],
    terms: ['signing', 'keypair'],
    from: 'test "Signing in tests": tests sign with the network\'s funded key pairs through a key pair wallet, no wallet UI',
    explainedAt: ['/packages/test#signing-in-tests'],
  },
  {
    reader: ['devnet for vitest', 'devnet in vitest', 'devnet for tests', 'devnet for my tests', 'devnet for the tests', 'devnet in tests', 'spin up devnet', 'vitest suite', 'vitest against devnet', 'tests against devnet', 'tests on devnet'],
    terms: ['devnet', 'createpacttestenv'],
    from: 'test "Running against a DevNet": createPactTestEnv({ network: "devnet" }) starts a DevNet for the test file; "Setup and teardown": start in beforeAll, stop in afterAll',
    explainedAt: ['/packages/test#running-against-a-devnet', '/packages/test#setup-and-teardown'],
  },
  {
    reader: ['pass locally', 'passes locally', 'works locally', 'work locally', 'green locally', 'locally but', 'only in ci', 'only fails in ci', 'fails only in ci'],
    terms: ['ci', 'clean'],
    from: 'test "Running tests in CI": what differs on a CI machine: tools to install, preludes to fetch first, REPL before Vitest, one DevNet file at a time, machines that start clean',
    explainedAt: ['/packages/test#running-tests-in-ci'],
  },
  {
    reader: ['did not exit', 'does not exit', 'doesnt exit', 'never exits', 'open handles', 'open handle', 'detectopenhandles', 'hangs after tests', 'hang after tests', 'process keeps running', 'stop network after tests', 'stop the network after tests', 'stop network after', 'stop devnet after tests'],
    terms: ['afterall', 'stop'],
    from: 'test "Setup and teardown": start the network in beforeAll and stop it in afterAll; a started Pact server or DevNet is what keeps a test process alive',
    explainedAt: ['/packages/test#setup-and-teardown'],
  },
];
