/** Readers' words for what the cli guide page teaches (see config/search-guide-concepts.ts for the rules). */
import type { GuideConcept } from '../search-guide-concepts';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['sponsor', 'sponsored', 'sponsoring', 'sponsorship', 'paymaster', 'relayer', 'on behalf', 'fee payer'],
    terms: ['station', 'payer'],
    from: 'cli "generate station": a gas station module implementing gas-payer-v1 pays gas for calls of one module',
    explainedAt: ['/packages/cli#generate-station'],
  },
];
