/**
 * Concepts the guide teaches under the toolkit's own name, and the words readers use for them (data only, one file
 * per guide page in config/guide-concepts/, gathered here; read by
 * plugins/search/runtime/concepts.ts beside the vocabulary of config/search-vocabulary.ts). Each entry names the
 * guide sections that explain the concept (`explainedAt`, a route and heading anchor without the base path or a
 * version prefix; a page without headings, such as Packages on npm, by its route alone): a query holding a reader's phrase finds those sections as if their heading said it, so a focused
 * section about the concept outranks a long page that only shares a general word of the query.
 *
 * Rules for an entry, as for the vocabulary: the reader's phrase is not the site's word for the concept; the terms
 * are words of the explaining section; never a query of the quality set (config/search-guide-concepts.test.ts checks
 * these, and that every section named exists in the guide).
 */
import type { GuideConcept } from './search-vocabulary';
import { CONCEPTS as CHAINWEB_CLIENT } from './guide-concepts/chainweb-client';
import { CONCEPTS as CHEATSHEET } from './guide-concepts/cheatsheet';
import { CONCEPTS as CHOOSING_PACKAGES } from './guide-concepts/choosing-packages';
import { CONCEPTS as CLI } from './guide-concepts/cli';
import { CONCEPTS as COMING_FROM_ETHEREUM } from './guide-concepts/coming-from-ethereum';
import { CONCEPTS as COMING_FROM_KADENA_CLIENT } from './guide-concepts/coming-from-kadena-client';
import { CONCEPTS as DOCKER } from './guide-concepts/docker';
import { CONCEPTS as FIRST_PROJECT } from './guide-concepts/first-project';
import { CONCEPTS as INTRO } from './guide-concepts/intro';
import { CONCEPTS as KDA } from './guide-concepts/kda';
import { CONCEPTS as NETWORK } from './guide-concepts/network';
import { CONCEPTS as NPM_PACKAGES } from './guide-concepts/npm-packages';
import { CONCEPTS as PACTUP } from './guide-concepts/pactup';
import { CONCEPTS as QUESTIONS } from './guide-concepts/questions';
import { CONCEPTS as TEST } from './guide-concepts/test';
import { CONCEPTS as TRANSACTION } from './guide-concepts/transaction';
import { CONCEPTS as UNPLUGIN } from './guide-concepts/unplugin';
import { CONCEPTS as WALLET } from './guide-concepts/wallet';

export type { GuideConcept };

/** Every guide page's concepts, in one list (config/search-guide-concepts.test.ts checks every file is here). */
export const GUIDE_CONCEPTS: readonly GuideConcept[] = [
  ...CHAINWEB_CLIENT,
  ...CHEATSHEET,
  ...CHOOSING_PACKAGES,
  ...CLI,
  ...COMING_FROM_ETHEREUM,
  ...COMING_FROM_KADENA_CLIENT,
  ...DOCKER,
  ...FIRST_PROJECT,
  ...INTRO,
  ...KDA,
  ...NETWORK,
  ...NPM_PACKAGES,
  ...PACTUP,
  ...QUESTIONS,
  ...TEST,
  ...TRANSACTION,
  ...UNPLUGIN,
  ...WALLET,
];
