/** The `stemmer` package (Porter's algorithm) in place of plugins/search/runtime/stem.ts, for the bench. */
import { stemmer } from 'stemmer';

export const stem = (word: string): string => stemmer(word);
