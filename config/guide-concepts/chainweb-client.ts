/** Readers' words for what the chainweb-client guide page teaches (see config/search-guide-concepts.ts for the rules). */
import type { GuideConcept } from '../search-guide-concepts';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['read only', 'readonly', 'read table', 'read state', 'read data', 'read contract', 'query contract', 'without signing'],
    terms: ['local', 'dirtyread'],
    from: 'chainweb-client "Reading with local": the node runs the command against current state and throws the changes away (no gas, no signature); transaction dirtyRead',
    explainedAt: ['/packages/chainweb-client#reading-with-local'],
  },
  {
    reader: ['convenience', 'wrappers', 'one client', 'single client', 'bound helpers', 'bind helpers', 'pact value'],
    terms: ['helper', 'createclienthelpers'],
    from: 'chainweb-client "Helper functions": createClientHelpers binds dirtyReadOrFail, localOrFail and submitAndListen to one client',
    explainedAt: ['/packages/chainweb-client#helper-functions'],
  },
];
