/** Readers' words for what the cheat sheet teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['quick reference', 'tldr', 'reference card', 'crib sheet'],
    terms: ['commands', 'calls'],
    from: 'cheatsheet "Pact Toolbox Cheat Sheet": a one-page reminder of the daily commands ("Commands") and where each call is explained ("Calls")',
    explainedAt: ['/cheatsheet#commands', '/cheatsheet#calls'],
  },
];
