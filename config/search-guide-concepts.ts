/**
 * Concepts the guide teaches under the toolkit's own name, and the words readers use for them (data only; read by
 * plugins/search/runtime/concepts.ts beside the vocabulary of config/search-vocabulary.ts). Each entry names the
 * guide sections that explain the concept (`explainedAt`, a route and heading anchor without the base path or a
 * version prefix): a query holding a reader's phrase finds those sections as if their heading said it, so a focused
 * section about the concept outranks a long page that only shares a general word of the query.
 *
 * Rules for an entry, as for the vocabulary: the reader's phrase is not the site's word for the concept; the terms
 * are words of the explaining section; never a query of the quality set (config/search-guide-concepts.test.ts checks
 * these, and that every section named exists in the guide).
 */
import type { ConceptEntry } from './search-vocabulary';

export interface GuideConcept extends ConceptEntry {
  /** The guide sections that explain the concept: "/packages/cli#generate-station". */
  explainedAt: readonly string[];
}

export const GUIDE_CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['read only', 'readonly', 'read table', 'read state', 'read data', 'read contract', 'query contract', 'without signing'],
    terms: ['local', 'dirtyread'],
    from: 'chainweb-client "Reading with local": the node runs the command against current state and throws the changes away (no gas, no signature); transaction dirtyRead',
    explainedAt: ['/packages/chainweb-client#reading-with-local'],
  },
  {
    reader: ['sponsor', 'sponsored', 'sponsoring', 'sponsorship', 'paymaster', 'relayer', 'on behalf', 'fee payer'],
    terms: ['station', 'payer'],
    from: 'cli "generate station": a gas station module implementing gas-payer-v1 pays gas for calls of one module',
    explainedAt: ['/packages/cli#generate-station'],
  },
  {
    reader: ['sign several', 'sign many', 'sign multiple', 'signing several', 'signing many', 'signing multiple', 'one prompt', 'single prompt', 'one popup', 'bulk sign', 'batch sign', 'batch signing'],
    terms: ['batch', 'quicksign', 'array'],
    from: 'wallet "Core concepts": sign(tx) or sign([tx1, tx2]) for a batch; coming-from-kadena-client "Quicksign"',
    explainedAt: ['/packages/wallet#core-concepts', '/getting-started/coming-from-kadena-client#what-has-no-counterpart'],
  },
  {
    reader: ['test environment', 'test env', 'testing environment', 'test context', 'test harness'],
    terms: ['pacttestenv', 'members'],
    from: 'test "PactTestEnv members": start, stop, restart, client, config, wallet, network',
    explainedAt: ['/packages/test#pacttestenv-members'],
  },
  {
    reader: ['convenience', 'wrappers', 'one client', 'single client', 'bound helpers', 'bind helpers', 'pact value'],
    terms: ['helper', 'createclienthelpers'],
    from: 'chainweb-client "Helper functions": createClientHelpers binds dirtyReadOrFail, localOrFail and submitAndListen to one client',
    explainedAt: ['/packages/chainweb-client#helper-functions'],
  },
  {
    reader: ['chain data', 'blockchain data', 'chain storage'],
    terms: ['database', 'volume'],
    from: 'docker "What runs in Docker": the chain database lives in the named volume devnet_db_devnet_minimal; "Persistence and stateless runs": kept between restarts until the volume is removed',
    explainedAt: ['/setup/docker#what-runs-in-docker', '/setup/docker#persistence-and-stateless-runs'],
  },
  {
    reader: ['different port', 'another port', 'other port', 'custom port', 'change port', 'change the port'],
    terms: ['host', 'containerconfig'],
    from: 'docker "Container options": containerConfig.port, the host port the API proxy is published on (8080); "Port already in use": move the DevNet with containerConfig: { port: 8081 }',
    explainedAt: ['/setup/docker#container-options', '/setup/docker#port-already-in-use'],
  },
  {
    reader: ['fake wallet', 'mock wallet', 'dummy wallet', 'stub wallet', 'fake signer', 'mock signer'],
    terms: ['signing', 'tests', 'wallet'],
    from: 'test "Signing in tests": the environment connects a test wallet with a generated key',
    explainedAt: ['/packages/test#signing-in-tests'],
  },
];
