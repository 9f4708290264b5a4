/**
 * Inline code that does not break inside a flag or a package name: the build half rewrites inline `<code>` at
 * compile time (rehype.ts), the browser half is one CSS rule (runtime/inline-code.css).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { rehypeInlineCode } from './rehype';

export function pluginInlineCode(): RspressPlugin {
  return {
    name: 'pact-toolbox-inline-code',
    markdown: { rehypePlugins: [rehypeInlineCode] },
    globalStyles: path.join(__dirname, 'runtime/inline-code.css'),
  };
}
