/** Readers' words for what the npm-packages guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['changelog', 'change log', 'changelogs', 'release notes', 'release history', 'version history', 'semver', 'semantic versioning', 'versioning policy', 'version policy', 'semver policy', 'versions match', 'same package versions', 'mix versions', 'mixing versions', 'package versions', 'version numbers', 'pin versions', 'exact versions'],
    terms: ['changesets', 'sibling'],
    from: 'questions "Is there a changelog, and do the package versions have to match?": a CHANGELOG.md for most packages from Changesets, one line per release; each package its own version, a published package pins its siblings exactly; below 1.0 no compatibility promise',
    explainedAt: ['/getting-started/questions#changelog-and-versions'],
  },
  {
    reader: ['release status', 'install status', 'publish status', 'cannot install', 'broken install'],
    terms: ['npm', 'registry'],
    from: 'Packages on npm: every package the guide mentions, whether npm has it and what happens when you install it today; first project "Which packages are on npm" points there',
    explainedAt: ['/getting-started/first-project#which-packages-are-on-npm'],
  },
  {
    reader: ['npm release', 'npm releases', 'npm and main', 'npm vs main', 'npm versus main', 'main vs npm', 'published version', 'published versions', 'released version', 'release and main', 'breaking changes', 'breaking change', 'renamed functions', 'removed functions'],
    terms: ['releases', 'older'],
    from: 'questions "How do the npm releases differ from main?": the releases are older than main; Packages on npm and the change pages compare them',
    explainedAt: ['/getting-started/questions#npm-and-main'],
  },
  {
    reader: ['old names', 'new names', 'old name to new', 'renamed on main', 'what replaces', 'replacement on main', 'moving to main', 'move to main', 'upgrade to main', 'upgrade guide', 'migrate to main', 'migrating to main', 'upgrade from npm', 'upgrading from npm'],
    terms: ['removed', 'job'],
    from: 'questions "How do the npm releases differ from main?": a change page\'s Removed on main list gives, beside each removed name, what does its job on main',
    explainedAt: ['/getting-started/questions#npm-and-main'],
  },
  {
    reader: ['npm install today', 'can i npm install', 'which packages install', 'which packages can i install', 'installable packages', 'what is on npm', 'whats on npm', 'published packages', 'no dist folder', 'missing dist folder', 'dist folder missing', 'import fails after install'],
    terms: ['published', 'registry'],
    from: 'Packages on npm: one table of every package the guide mentions, its version on npm (or No (404)) and what installing and importing it in Node does today (check:install)',
    explainedAt: ['/getting-started/npm-packages#install-status', '/getting-started/first-project#which-packages-are-on-npm'],
  },
  {
    reader: ['these docs', 'this site', 'docs describe', 'docs for npm', 'docs for main', 'which version should i install', 'which version to install', 'which version to use', 'npm or main', 'main or npm', 'recommended version'],
    terms: ['guide', 'teaches'],
    from: 'questions "How do the npm releases differ from main?": this guide teaches the repository\'s main branch at the pinned commit; the version menu of the API reference switches between the release and main',
    explainedAt: ['/getting-started/questions#npm-and-main'],
  },
  {
    reader: ['package list', 'list of packages', 'all packages', 'packages list', 'which packages exist'],
    terms: ['published', 'release'],
    from: 'Packages on npm: every @pact-toolbox package with its npm release and what installing and importing it did',
    explainedAt: ['/getting-started/npm-packages#install-status'],
  },
  {
    reader: ['esm cjs', 'esm and cjs', 'cjs and esm', 'esm or cjs', 'dual package', 'dual build', 'exports map', 'package exports', 'subpath exports', 'subpath export', 'subpath imports', 'entry points', 'entrypoints', 'public entry points', 'deep import', 'deep imports', 'import from dist', 'peer dependencies', 'peer dependency', 'peerdependencies', 'types field', 'types entry', 'typings field', 'd.ts files', 'depends on kadena client', 'depend on kadena client', 'kadena client dependency', 'bundle kadena client', 'uses kadena client', 'kadena dependencies'],
    terms: ['formats', 'environments'],
    from: 'Packages on npm "How each package loads": a generated table of each installed release\'s formats (ESM, CommonJS), exports conditions, other entry points and peer dependencies, and which declare sideEffects, engines or a @kadena dependency',
    explainedAt: ['/getting-started/npm-packages#how-each-package-loads'],
  },
  {
    reader: ['tree shaking', 'tree shake', 'treeshaking', 'tree-shaking', 'treeshake', 'sideeffects', 'side effects', 'sideeffects false', 'dead code elimination', 'unused exports', 'unused code', 'named imports', 'import only what i need', 'smaller bundle', 'reduce bundle size'],
    terms: ['sideeffects', 'namespace'],
    from: 'Packages on npm "Tree shaking and sideEffects": which packages declare sideEffects (generated list); bundlers drop unused exports without it; one named import of crypto 24.8 kB against 35.0 kB for the namespace (esbuild 0.25, minified)',
    explainedAt: ['/getting-started/npm-packages#tree-shaking'],
  },
  {
    reader: ['engines field', 'node version supported', 'supported node versions', 'node versions supported', 'node support', 'cloudflare workers', 'deno', 'bun', 'platform neutral', 'is not currently exported by package', 'no matching export', 'runs in browser and node', 'isomorphic'],
    terms: ['engines', 'warns'],
    from: 'Packages on npm "Node.js versions and other runtimes": which packages declare engines (generated), the Node and npm versions the check ran with; browser and react-native builds; a package with environments but no default condition has no file for other runtimes (esbuild --platform=neutral error)',
    explainedAt: ['/getting-started/npm-packages#node-versions'],
  },
];
