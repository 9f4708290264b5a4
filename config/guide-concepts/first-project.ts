/** Readers' words for what the first-project guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['source code', 'where is the source', 'github repo', 'git repo', 'repo url', 'repository url', 'github link'],
    terms: ['clone'],
    from: 'first-project "Build the Project by Hand": clone kadena-community/pact-toolbox and check out the commit the site documents; cli "Install": install the CLI from that clone',
    explainedAt: ['/getting-started/first-project#build-the-project-by-hand', '/packages/cli#install'],
  },
  {
    reader: ['which commit', 'what commit', 'which toolkit version', 'what toolkit version', 'version of the toolkit', 'docs version', 'version the docs', 'docs cover', 'documented version'],
    terms: ['documents'],
    from: 'first-project "Build the Project by Hand" and cli "Install": the clone checks out 98c9a65, the toolkit commit this whole site documents (API reference, error reference, source links); questions "Is Pact Toolbox ready for production?"',
    explainedAt: ['/getting-started/first-project#build-the-project-by-hand', '/packages/cli#install'],
  },
  {
    reader: ['node version', 'nodejs version', 'node 16', 'node 18', 'node 20', 'node 22', 'node 24', 'which node', 'node requirement', 'minimum node', 'pnpm version'],
    terms: ['prerequisites', 'engines'],
    from: 'first project "Prerequisites": Node.js 22 or newer and pnpm 10, as the repository\'s engines ask; cli "Install" the same',
    explainedAt: ['/getting-started/first-project#prerequisites', '/packages/cli#install'],
  },
  {
    reader: ['hello world', 'walkthrough', 'sample app', 'demo app', 'example dapp'],
    terms: ['quick', 'start'],
    from: 'first project "Quick Start": the guide builds a small guestbook dApp from an empty folder (contract, REPL test, typed API, wallet, UI, Vitest test, deployment script)',
    explainedAt: ['/getting-started/first-project#quick-start'],
  },
  {
    reader: ['folder layout', 'directory layout', 'project layout', 'file layout'],
    terms: ['structure'],
    from: 'first project "Project Structure": the finished project tree, generated files marked',
    explainedAt: ['/getting-started/first-project#project-structure'],
  },
  {
    reader: ['requirements', 'system requirements'],
    terms: ['prerequisites'],
    from: 'first project "Prerequisites": Node.js 22 and pnpm 10, Git and Rust, pact, Docker for the DevNet',
    explainedAt: ['/getting-started/first-project#prerequisites'],
  },
  {
    reader: ['multichain deploy', 'multichain deployment', 'multi chain deploy', 'all chains', 'deploy on many chains', 'deploy to many chains', 'deploy on every chain', 'deploy to every chain', 'deploy on each chain', 'deploy to each chain', 'deploy on multiple chains', 'deploy to multiple chains', 'same module on', 'same contract on', 'chains 0 19', 'all 20 chains', 'in sync across chains', 'modules in sync', 'consistent across chains', 'every chain same'],
    terms: ['several'],
    from: 'first project "Deploy to Several Chains": one signed deployment per chain; intro "Automatic Deployment to Several Chains"',
    explainedAt: ['/getting-started/first-project#deploy-to-several-chains', '/intro#deploying-to-several-chains'],
  },
  {
    reader: ['frontend', 'user interface', 'react app'],
    terms: ['ui', 'app'],
    from: 'first project "Building the UI": src/App.tsx lists the wallets, shows the entries, signs the book',
    explainedAt: ['/getting-started/first-project#building-the-ui'],
  },
  {
    reader: ['npm scripts', 'pnpm scripts'],
    terms: ['essential', 'commands'],
    from: 'first project "Build the Project by Hand" step 4 adds the package scripts; "Essential Commands" lists them with the CLI commands',
    explainedAt: ['/getting-started/first-project#essential-commands', '/getting-started/first-project#build-the-project-by-hand'],
  },
  {
    reader: ['tips', 'recommendations', 'guidelines', 'pitfalls', 'gotchas', 'dos and donts', 'checklist', 'security checklist', 'launch checklist', 'production checklist', 'hardening'],
    terms: ['practices'],
    from: 'first project "Best Practices": guard table creation, replace open governance, reads build and writes sign',
    explainedAt: ['/getting-started/first-project#best-practices', '/getting-started/first-project#contract-design'],
  },
  {
    reader: ['contract security', 'secure contract', 'access control', 'admin key'],
    terms: ['governance'],
    from: 'first project "Contract Design": replace the open GOVERNANCE capability with a keyset before going public',
    explainedAt: ['/getting-started/first-project#contract-design'],
  },
  {
    reader: ['data access', 'contract service', 'repository pattern', 'from react', 'react component', 'from the frontend', 'from frontend', 'in the frontend', 'call from ui', 'call from the ui', 'call pact function', 'call a pact function', 'call pact functions', 'call contract function', 'call a contract function', 'call pact from', 'invoke pact function', 'invoke contract'],
    terms: ['layer'],
    from: 'first project "Creating the API Layer": keep every contract call in one module of plain async functions',
    explainedAt: ['/getting-started/first-project#creating-the-api-layer'],
  },
  {
    reader: ['hardhat deploy', 'hardhat ignition', 'forge script', 'deploy task'],
    terms: ['createscript', 'script'],
    from: 'first project "Deployment Script": a repeatable deploy is a TypeScript file in scripts/ exporting createScript',
    explainedAt: ['/getting-started/first-project#deployment-script', '/getting-started/first-project#write-the-script'],
  },
  {
    reader: ['already deployed', 'is deployed', 'contract exists', 'module exists', 'check deployed', 'deployed or not', 'module is deployed', 'contract is deployed', 'check if deployed', 'if module is deployed'],
    terms: ['iscontractdeployed'],
    from: 'first project "Write the Script": the script asks the chain whether the module exists with isContractDeployed and upgrades when it does; test "Running against a DevNet"',
    explainedAt: ['/getting-started/first-project#write-the-script', '/packages/test#running-against-a-devnet'],
  },
  {
    reader: ['auto create namespace', 'namespace on deploy', 'namespace creation', 'keyset in deploy', 'keyset in deploy data', 'admin keyset data'],
    terms: ['namespacehandling', 'deployments'],
    from: 'first project "What deployments.deploy sends": the data goes as given (a keyset the contract reads goes in data), namespaceHandling creates no namespace (known issue)',
    explainedAt: ['/getting-started/first-project#what-deploy-sends'],
  },
  {
    reader: ['who can upgrade', 'upgrade permission', 'upgrade rights', 'module owner', 'module admin', 'lock down upgrades', 'rotate admin', 'admin rotation', 'change admin', 'new admin', 'transfer ownership', 'change ownership', 'hand over module', 'leaked admin key', 'lost admin key', 'onlyowner', 'only owner'],
    terms: ['governance'],
    from: 'questions "Who may upgrade my module, and how do I hand that over?": a keyset name or GOVERNANCE capability; define-keyset again under the same name, signed by the old keyset; first project "Contract Design": replace the open GOVERNANCE capability with a keyset',
    explainedAt: ['/getting-started/questions#module-governance', '/getting-started/first-project#contract-design'],
  },
  {
    reader: ['skip deploy', 'skip the deploy', 'skip if deployed', 'skip if exists', 'skip existing', 'skip redeploy', 'deploy only once', 'deploy once'],
    terms: ['skipifalreadydeployed'],
    from: 'first project "What deployments.deploy sends": skipIfAlreadyDeployed sends nothing when the module is there, with a known issue (it looks up the file name, not the module)',
    explainedAt: ['/getting-started/first-project#what-deploy-sends'],
  },
  {
    reader: ['gas limit deploy', 'deploy gas limit', 'gas for deploy', 'gas for the deploy', 'deploy gas', 'deployment gas', 'gas price deploy'],
    terms: ['gaslimit', 'gasprice'],
    from: 'first project "What deployments.deploy sends": gasLimit and gasPrice are 100000 and 0.00001 unless given; questions "Who pays for gas"',
    explainedAt: ['/getting-started/first-project#what-deploy-sends', '/getting-started/questions#gas'],
  },
  {
    reader: ['pact start script', 'pact test script', 'pact run script', 'pact prelude script', 'package json scripts'],
    terms: ['essential', 'commands'],
    from: 'first project "Essential Commands": the table of the pact:start, pact:run, pact:prelude and pact:test scripts and the command each runs',
    explainedAt: ['/getting-started/first-project#essential-commands'],
  },
  {
    reader: ['pact types script'],
    terms: ['init', 'types'],
    from: 'cli "init" writes a pact:types script that calls a types command the CLI does not have; cli "Errors": Unknown command `types`, remove the script',
    explainedAt: ['/packages/cli#init', '/packages/cli#errors'],
  },
  {
    reader: ['dependency order', 'deploy order', 'deployment order', 'several contracts', 'multiple contracts', 'many contracts', 'contracts in order', 'depends on another contract', 'deploy all contracts'],
    terms: ['deploymany', 'dependencies'],
    from: 'first project "What deployments.deploy sends": deployMany deploys contracts in the order their dependencies give; deployWithDependencies with autoDetect; the Known issue on namespaced modules',
    explainedAt: ['/getting-started/first-project#what-deploy-sends'],
  },
  {
    reader: ['autostart network', 'auto start network', 'autostart option', 'auto start option', 'dont start network', 'do not start network', 'skip network start'],
    terms: ['autostartnetwork'],
    from: 'first project "Write the script": autoStartNetwork (true when run from the CLI) starts the target network first; scripts for public networks set it to false; cli "run": --start and --no-start, the script\'s setting wins',
    explainedAt: ['/getting-started/first-project#write-the-script', '/packages/cli#run'],
  },
  {
    reader: ['deploy to mainnet', 'deploy on mainnet', 'mainnet deploy', 'mainnet deployment', 'deploy contract to mainnet', 'push to mainnet', 'publish to mainnet'],
    terms: ['testnet', 'mainnet'],
    from: 'first project "Deploy to Testnet": a deployment script for a public network with your own key (PACT_PRIVATE_KEY, --no-start); network "Testnet and mainnet": the mainnet config and its host',
    explainedAt: ['/getting-started/first-project#deploy-to-testnet', '/packages/network#testnet-and-mainnet'],
  },
  {
    reader: ['governance capability', 'governance defcap', 'defcap governance'],
    terms: ['governance', 'keyset'],
    from: 'questions "Who may upgrade my module, and how do I hand that over?": the word after the module name is its governance, a quoted keyset name or a capability such as (defcap GOVERNANCE () (enforce-keyset …)); Pact checks the governance on the chain',
    explainedAt: ['/getting-started/questions#module-governance'],
  },
];
