/**
 * The stated-facts check as one Rspress plugin: every guide page through remark-facts.ts while it compiles, and
 * the error reference's entries (error-entries.ts) once before the build.
 */
import type { RspressPlugin } from '@rspress/core';
import { checkErrorEntries } from './error-entries';
import { type FactsOptions, remarkFacts } from './remark-facts';

/** `alsoEntries`: further error references to check (a two-version site's npm reference, against its own API). */
export function pluginFacts(options: FactsOptions, alsoEntries: FactsOptions[] = []): RspressPlugin {
  return {
    name: 'pact-toolbox-facts',
    markdown: { remarkPlugins: [[remarkFacts, options]] },
    beforeBuild() {
      checkErrorEntries(options);
      for (const other of alsoEntries) checkErrorEntries(other);
    },
  };
}
