/** Readers' words for what the test guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
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
    reader: ['github actions', 'continuous integration', 'pipeline', 'jenkins', 'circleci'],
    terms: ['ci'],
    from: 'test "Running tests in CI": install pact and Docker, fetch preludes first, split REPL and Vitest steps, one DevNet file at a time',
    explainedAt: ['/packages/test#running-tests-in-ci'],
  },
  {
    reader: ['integration test', 'integration tests', 'integration testing', 'end to end', 'e2e', 'test with vitest', 'contract with vitest', 'vitest test'],
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
];
