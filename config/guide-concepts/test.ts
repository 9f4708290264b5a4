/** Readers' words for what the test guide page teaches (see config/search-guide-concepts.ts for the rules). */
import type { GuideConcept } from '../search-guide-concepts';

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
];
