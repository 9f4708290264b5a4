/**
 * The Pact language for Shiki: our TextMate grammar registered as `pact`, with `repl` as an
 * alias for Pact REPL scripts. Pass it to Rspress as `markdown.shiki.langs: [pactLanguage]`;
 * highlighting then happens at build time and no grammar reaches the browser.
 */
import type { LanguageRegistration } from 'shiki';
import grammar from './pact.tmLanguage.json';

export const pactLanguage: LanguageRegistration = {
  ...(grammar as unknown as Omit<LanguageRegistration, 'name' | 'scopeName'>),
  name: 'pact',
  scopeName: 'source.pact',
  displayName: 'Pact',
  aliases: ['repl'],
};

export default pactLanguage;
