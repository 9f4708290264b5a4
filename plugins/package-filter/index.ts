/**
 * Package pages a reader can narrow: a filter box on large packages. The pages themselves
 * (groups, marks, the filter's place) are written by api-gen/package-index.ts; this plugin mounts the browser half
 * (runtime/PackageFilter.tsx), which loads the filter only on a page that has a place for it, and the styles.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export function pluginPackageFilter(): RspressPlugin {
  return {
    name: 'pact-toolbox-package-filter',
    globalUIComponents: [path.join(__dirname, 'runtime/PackageFilter.tsx')],
  };
}
