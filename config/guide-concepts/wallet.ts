/** Readers' words for what the wallet guide page teaches (see config/search-guide-concepts.ts for the rules). */
import type { GuideConcept } from '../search-guide-concepts';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['sign several', 'sign many', 'sign multiple', 'signing several', 'signing many', 'signing multiple', 'one prompt', 'single prompt', 'one popup', 'bulk sign', 'batch sign', 'batch signing'],
    terms: ['batch', 'quicksign', 'array'],
    from: 'wallet "Core concepts": sign(tx) or sign([tx1, tx2]) for a batch; coming-from-kadena-client "Quicksign"',
    explainedAt: ['/packages/wallet#core-concepts', '/getting-started/coming-from-kadena-client#what-has-no-counterpart'],
  },
];
