/** Readers' words for what the unplugin guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['server component', 'server components', 'react server components', 'rsc', 'route handler', 'route handlers', 'api route', 'read contract on server', 'read on the server', 'read on server', 'server side read', 'server-side read', 'app router', 'edge runtime', 'edge function', 'getserversideprops'],
    terms: ['server', 'nextjs'],
    from: 'unplugin "Reading from the chain on the server": a route handler or server component reads with the Chainweb client and an unsigned local command, no wallet; not run in the Edge runtime',
    explainedAt: ['/packages/unplugin#nextjs-server-reads'],
  },
  {
    reader: ['vercel', 'vercel deploy', 'vercel preview', 'preview deploy', 'preview deployment', 'preview and production', 'next_public', 'next public', 'env specific network', 'environment specific network', 'network per deployment', 'network per build', 'build time network', 'choose network at build', 'pact_toolbox_network ignored', 'pact_toolbox_network not working', 'default network in production'],
    terms: ['defaultnetwork', 'serialized'],
    from: 'unplugin "A network per deployment": the bundle\'s networks and default are fixed at build time from the config; PACT_TOOLBOX_NETWORK does not override a config defaultNetwork; read your own variable in the config file (run confirmed)',
    explainedAt: ['/packages/unplugin#nextjs-network-per-environment'],
  },
  {
    reader: ['failed to parse source for import analysis', 'import analysis', 'invalid js syntax', 'contains invalid js syntax', 'you need plugins to import files', 'plugins to import files that are not javascript', 'unexpected string', 'syntaxerror unexpected string', 'pact file not transformed', 'pact import not working', 'plugin not running', 'plugin not applied', 'plugin not loaded', 'failed to resolve import', 'failed to resolve import .pact', 'cannot resolve .pact', 'vite cannot resolve pact', 'resolve .pact import'],
    terms: ['vite', 'restart'],
    from: 'unplugin "Errors and troubleshooting": with no plugin Vite reads the .pact file as JavaScript (build: "Expected \',\', got \'string literal\' (Note that you need plugins…)"; dev: SyntaxError: Unexpected string in the browser); add the plugin to vite.config.ts',
    explainedAt: ['/packages/unplugin#errors-and-troubleshooting'],
  },
  {
    reader: ['abi', 'typechain', 'contract bindings', 'typed bindings', 'codegen', 'code generation'],
    terms: ['transformer', 'declaration'],
    from: 'unplugin "What the plugin generates": each defun becomes a function returning a transaction builder; "Generated types": a .d.ts beside the contract',
    explainedAt: ['/packages/unplugin#what-the-plugin-generates', '/packages/unplugin#generated-types'],
  },
  {
    reader: ['type definitions', 'type definition', 'dts file', 'pact types', 'contract types', 'typed contract', 'ts type', 'typescript type', 'time field', 'type mapping', 'types map'],
    terms: ['declaration'],
    from: 'unplugin "Generated types": the plugin writes pact/todos.pact.d.ts beside the contract; intro "Generated Types"',
    explainedAt: ['/packages/unplugin#generated-types', '/intro#generated-types'],
  },
  {
    reader: ['initial data', 'sample data', 'populate', 'prefill', 'fixtures', 'seed', 'seed data', 'seeding'],
    terms: ['onready', 'seeding'],
    from: 'unplugin "When the network starts": the onReady callback gets a connected PactToolboxClient, a good place for seeding',
    explainedAt: ['/packages/unplugin#when-the-network-starts'],
  },
  {
    reader: ['auto deploy', 'autodeploy', 'live reload', 'deploy on save', 'redeploy on save', 'auto redeploy'],
    terms: ['upgrade', 'load'],
    from: 'unplugin "Deploy on load, upgrade on change"; first project "Make Contract Changes": saving the contract redeploys it with upgrade: true',
    explainedAt: ['/packages/unplugin#deploy-on-load-upgrade-on-change', '/getting-started/first-project#make-contract-changes'],
  },
  {
    reader: ['transpile', 'transpiler', 'pact to js', 'pact to javascript', 'under the hood', 'pact into js', 'pact into javascript', 'how does unplugin work'],
    terms: ['transformer', 'transform'],
    from: 'unplugin "Transform API": createPactToJSTransformer turns Pact source into JavaScript without a bundler',
    explainedAt: ['/packages/unplugin#transform-api', '/packages/unplugin#what-the-plugin-generates'],
  },
  {
    reader: ['browser config', 'frontend config', 'process env', 'client side config', 'keys in the bundle', 'keys in bundle', 'bundle keys', 'private key in bundle', 'keys in client bundle', 'leak keys to browser', 'keys shipped to browser', 'frontend bundle', 'private keys in', 'secrets in the bundle', 'leak keys', 'which network', 'frontend network', 'network in the app', 'network in the browser', 'browser code', 'in the browser know', 'client code know', 'rpc url in the browser', 'shipped to the browser', 'shipped to browser', 'website bundle', 'browser bundle', 'production bundle', 'end up in the bundle', 'keys in the browser', 'browser code know', 'which rpc url', 'which node url', 'node url in the browser', 'page know which', 'app know which'],
    terms: ['bundle', 'define'],
    from: 'unplugin "Network settings in the bundle": the networks are serialized into globalThis.__PACT_TOOLBOX_NETWORKS__ at build time',
    explainedAt: ['/packages/unplugin#network-settings-in-the-bundle'],
  },
  {
    reader: ['after vite build', 'after next build', 'after build', 'after building', 'in the built app', 'built app', 'deployed app', 'deployed site'],
    terms: ['production', 'serialized'],
    from: 'unplugin "Network settings in the bundle": a build serialized with production settings (vite build, next build) leaves out the local networks and key pairs; transaction "With the bundler plugin": switching to a local network is then refused',
    explainedAt: ['/packages/unplugin#network-settings-in-the-bundle', '/packages/transaction#with-the-bundler-plugin'],
  },
  {
    reader: ['hot reload', 'reload', 'hmr', 'redeploy'],
    terms: ['upgrade', 'change'],
    from: 'unplugin "Deploy on load, upgrade on change": the plugin redeploys a changed .pact file with upgrade: true',
    explainedAt: ['/packages/unplugin#deploy-on-load-upgrade-on-change'],
  },
  {
    reader: ['parcel', 'supported bundlers', 'which bundlers'],
    terms: ['entry', 'points'],
    from: 'unplugin "Bundler entry points": Vite, webpack, Rspack, esbuild, Rollup, Next.js, Nuxt and the others the package exports, one entry point each',
    explainedAt: ['/packages/unplugin#bundler-entry-points'],
  },
  {
    reader: ['cannot find module pact', 'pact import not found', 'pact file not found', 'import pact file fails', 'tsconfig include', 'include pact folder', 'include pact dir', 'include contracts folder'],
    terms: ['include', 'declaration'],
    from: 'unplugin "Errors and troubleshooting": Cannot find module \'../pact/todos.pact\' until the declaration is generated or while the contracts folder is not in tsconfig include; first project "TypeScript integration"',
    explainedAt: ['/packages/unplugin#errors-and-troubleshooting', '/getting-started/first-project#typescript-integration', '/packages/unplugin#generated-types'],
  },
  {
    reader: ['outside a bundler', 'outside the bundler', 'd ts from pact', 'dts from pact', 'types from pact source'],
    terms: ['transform', 'createpacttojstransformer'],
    from: 'unplugin "Transform API": createPactToJSTransformer turns Pact source into JavaScript and its types without a bundler',
    explainedAt: ['/packages/unplugin#transform-api'],
  },
  {
    reader: ['regenerate types', 'regenerate the types', 'refresh types', 'types not updated', 'types out of date', 'stale types', 'new defun', 'after adding a defun', 'added a defun', 'add a defun'],
    terms: ['rewrites', 'generated'],
    from: 'first project "Make contract changes": saving the .pact file rewrites its .pact.d.ts while the dev server runs; unplugin "Generated types"',
    explainedAt: ['/getting-started/first-project#make-contract-changes', '/packages/unplugin#generated-types'],
  },
  {
    reader: ['go to definition', 'goto definition', 'jump to definition', 'go to source', 'ctrl click', 'cmd click'],
    terms: ['declaration', 'map'],
    from: 'first project "TypeScript integration": the plugin writes a .pact.d.ts and a declaration map, so go to definition lands in the .pact file; unplugin "Generated types"',
    explainedAt: ['/getting-started/first-project#typescript-integration', '/packages/unplugin#generated-types'],
  },
  {
    reader: ['deploy to testnet automatically', 'auto deploy to testnet', 'automatically deploy to testnet', 'plugin deploy to testnet', 'plugin deploys to testnet', 'plugin deploy to mainnet', 'plugin start testnet', 'plugin starts devnet', 'which network does the plugin start', 'point at testnet', 'point to testnet', 'at testnet instead', 'dev app at testnet', 'testnet in dev', 'testnet during development'],
    terms: ['defaultnetwork', 'autostart'],
    from: 'unplugin "When the network starts": the plugin starts only a local target network (pact-server or chainweb-devnet with autoStart); testnet and mainnet are never started and nothing is deployed to them',
    explainedAt: ['/packages/unplugin#when-the-network-starts'],
  },
  {
    reader: ['list modules', 'list every module', 'list all modules', 'list the modules', 'which modules are deployed', 'what modules are deployed', 'module list', 'all deployed modules', 'all modules deployed'],
    terms: ['listmodules'],
    from: 'unplugin "When the network starts": the onReady sample calls client.listModules() on the PactToolboxClient to count the modules deployed',
    explainedAt: ['/packages/unplugin#when-the-network-starts'],
  },

  {
    reader: ['types for pact module', 'typescript types for pact', 'pact module types', 'types for contract', 'pact types typescript', 'typescript types for contract'],
    terms: ['declaration', 'generated'],
    from: 'unplugin "Generated types": a .d.ts beside each contract, schemas as interfaces, functions returning typed builders',
    explainedAt: ['/packages/unplugin#generated-types'],
  },
  {
    reader: ['typescript types from pact', 'types from pact module', 'types from pact', 'typed contract calls'],
    terms: ['generatetypes', 'declaration'],
    from: 'unplugin "Generated types": .d.ts written next to each .pact file when generateTypes is on',
    explainedAt: ['/packages/unplugin#generated-types'],
  },
];
