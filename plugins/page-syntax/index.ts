/**
 * A guide page that does not parse fails at its own file, line and column, with the line quoted and the fix. Rspress's
 * MDX loader names the file only, at 1:1 (and in the dev server's overlay the same); this Rsbuild transform runs
 * first on every guide page (order: 'pre'; the generated API reference is api-gen's own markdown) and checks it the way api-gen reads the guide
 * (api-gen/guide-pages.ts `checkPageSyntax`: YAML frontmatter, then Markdown or MDX). It changes nothing.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { checkPageSyntax } from '../../api-gen/guide-pages';
import { isGeneratedDocsPath } from '../../api-gen/layout';

/** Whether a module is a guide page: under the documents folder, not in the generated API reference. */
export function isGuidePage(resourcePath: string, root: string): boolean {
  const page = path.relative(root, resourcePath);
  return !page.startsWith('..') && !path.isAbsolute(page) && !isGeneratedDocsPath(page.split(path.sep).join('/'));
}

export function pluginPageSyntax(root: string): RspressPlugin {
  const check: RsbuildPlugin = {
    name: 'pact-toolbox-page-syntax',
    setup(api) {
      api.transform({ test: /\.mdx?$/, order: 'pre' }, ({ code, resourcePath }) => {
        if (isGuidePage(resourcePath, root)) checkPageSyntax(resourcePath, code);
        return code;
      });
    },
  };
  return { name: 'pact-toolbox-page-syntax', builderConfig: { plugins: [check] } };
}
