/** Readers' words for what the coming-from-kadena-client guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['pact lang api', 'pactlangapi', 'kadena js', 'kadenajs', 'kadena sdk'],
    terms: ['maps', 'client'],
    from: 'coming-from-kadena-client "What maps to what": the names of @kadena/client (Pact.builder, createClient, createSignWith…) beside the toolkit\'s',
    explainedAt: ['/getting-started/coming-from-kadena-client#what-maps-to-what'],
  },
];
