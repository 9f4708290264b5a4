/**
 * Code-block token colours as classes instead of inline styles (./classes.ts): the transformer joins
 * Rspress's Shiki transformers, the stylesheet is loaded on every page. Same colours, in both themes.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { transformerColorClasses } from './transformer';

export function pluginShikiClasses(): RspressPlugin {
  return {
    name: 'pact-toolbox-shiki-classes',
    globalStyles: path.join(__dirname, 'runtime/shiki-classes.css'),
    config(config) {
      const markdown = config.markdown ?? {};
      const shiki = markdown.shiki ?? {};
      return { ...config, markdown: { ...markdown, shiki: { ...shiki, transformers: [...(shiki.transformers ?? []), transformerColorClasses()] } } };
    },
  };
}
