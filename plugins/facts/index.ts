/**
 * The stated-facts check as one Rspress plugin: every guide page through remark-facts.ts while it compiles, and
 * the error reference's entries (error-entries.ts) once before the build.
 */
import type { RspressPlugin } from '@rspress/core';
import { checkErrorEntries } from './error-entries';
import { type FactsOptions, remarkFacts } from './remark-facts';

export function pluginFacts(options: FactsOptions): RspressPlugin {
  return {
    name: 'pact-toolbox-facts',
    markdown: { remarkPlugins: [[remarkFacts, options]] },
    beforeBuild() {
      checkErrorEntries(options);
    },
  };
}
