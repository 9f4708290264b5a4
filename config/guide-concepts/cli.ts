/** Readers' words for what the cli guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['sponsor', 'sponsored', 'sponsoring', 'sponsorship', 'paymaster', 'relayer', 'on behalf', 'fee payer', 'gas for users', 'gas for my users', 'pay for users', 'cover gas', 'covers gas'],
    terms: ['station', 'payer'],
    from: 'cli "generate station": a gas station module implementing gas-payer-v1 pays gas for calls of one module',
    explainedAt: ['/packages/cli#generate-station'],
  },
  {
    reader: ['local blockchain', 'local chain', 'local node', 'run a node', 'run node locally'],
    terms: ['start', 'network'],
    from: 'cli "start: run a local network": pact-toolbox start <network>; network "Start a network from the command line"; docker "Start the DevNet"',
    explainedAt: ['/packages/cli#start', '/packages/network#start-a-network-from-the-command-line', '/setup/docker#start-the-devnet'],
  },
  {
    reader: ['ngrok', 'localtunnel', 'cloudflared', 'public url', 'share devnet'],
    terms: ['tunnel'],
    from: 'cli "start: run a local network": --tunnel is declared for a Cloudflare tunnel, but on main no tunnel is opened and the flag behaves like --quiet; network "Start a network from the command line" says the same',
    explainedAt: ['/packages/cli#start', '/packages/network#start-a-network-from-the-command-line'],
  },
  {
    reader: ['devnet return', 'devnet returns', 'devnet exit', 'devnet exits', 'devnet quits', 'start return', 'start returns', 'start exit', 'start exits', 'start quits', 'devnet does not stay running', 'devnet doesnt stay running'],
    terms: ['returns', 'quiet'],
    from: 'cli "start: run a local network": a DevNet is left running in Docker when the command returns, with or without --quiet (a known issue); network "Start a network from the command line" says the same',
    explainedAt: ['/packages/cli#start', '/packages/network#start-a-network-from-the-command-line'],
  },
  {
    reader: ['diagnose', 'diagnostics', 'sanity check', 'prereqs', 'check laptop', 'check my laptop', 'check machine', 'check my machine', 'check the machine', 'check prerequisites', 'check requirements', 'check what is installed', 'check installed', 'are installed', 'is installed', 'check node pact docker', 'check tools installed'],
    terms: ['doctor'],
    from: 'cli "doctor: check your machine": checks Node.js, pnpm, Pact and Docker, one line per check (run with LOG_LEVEL=info)',
    explainedAt: ['/packages/cli#doctor'],
  },
  {
    reader: ['list commands', 'command list', 'available commands', 'all commands', 'all cli commands', 'every command', 'list of commands', 'commands overview', 'commands reference'],
    terms: ['glance'],
    from: 'cli "Commands at a glance": a table of doctor, init, start, prelude, run, test, generate module and generate station',
    explainedAt: ['/packages/cli#commands-at-a-glance'],
  },
  {
    reader: ['contract template', 'template contract', 'contract templates'],
    terms: ['module'],
    from: 'cli "generate module": pact-toolbox generate module <name> writes contractsDir/<name>.pact, a module with governance, a GOVERNANCE capability, upgrade and an example function; "Commands at a glance": a new Pact module skeleton',
    explainedAt: ['/packages/cli#generate-module'],
  },
  {
    reader: ['env vars', 'env var', 'envvars', 'env variables'],
    terms: ['environment', 'variables'],
    from: 'cli "Environment variables": NODE_ENV, PACT_TOOLBOX_NETWORK, PACT_PRIVATE_KEY, DEBUG, LOG_LEVEL; docker "Images and environment variables": CHAINWEB_NODE_IMAGE and the other image and port overrides',
    explainedAt: ['/packages/cli#environment-variables', '/setup/docker#images-and-environment-variables'],
  },
  {
    reader: ['config precedence', 'config priority', 'config order', 'which config wins', 'config sources', 'load config in script', 'load the config', 'read the config', 'project root', 'config location', 'config in root', 'config in subfolder', 'config file path', 'where does config go'],
    terms: ['resolveconfig', 'discovery'],
    from: 'cli "Config file discovery": every command calls resolveConfig, which loads the config with c12 from the working directory; the config file wins over .pact-toolboxrc and package.json, .env only fills process.env',
    explainedAt: ['/packages/cli#config-file-discovery'],
  },
  {
    reader: ['dotenv', 'dot env', 'load env', 'env file', 'dot env file', 'reads env file', 'load .env'],
    terms: ['env', 'discovery'],
    from: 'cli "Config file discovery": a .env file in the current folder is loaded into process.env before the config',
    explainedAt: ['/packages/cli#config-file-discovery'],
  },
  {
    reader: ['builtin contracts', 'built in contracts', 'system contracts'],
    terms: ['prelude', 'preludes'],
    from: 'cli "prelude: download the preludes": the Pact code contracts depend on, kadena/chainweb (coin contract, fungible and gas-payer interfaces, namespaces) and kadena/marmalade',
    explainedAt: ['/packages/cli#prelude'],
  },
  {
    reader: ['forge test', 'hardhat test'],
    terms: ['repl', 'vitest'],
    from: 'cli "test: run the REPL and Vitest tests": pact-toolbox test runs every .repl file with pact -t, then Vitest',
    explainedAt: ['/packages/cli#test'],
  },
  {
    reader: ['spin up', 'spinning up', 'bring up', 'fire up'],
    terms: ['start'],
    from: 'cli "start: run a local network": pact-toolbox start <network> starts it (a Pact server stays in the foreground until Ctrl+C, a DevNet is left running in Docker); docker "Start the DevNet": from the command line or from code',
    explainedAt: ['/packages/cli#start', '/setup/docker#start-the-devnet'],
  },
  {
    reader: ['build from source', 'install from source'],
    terms: ['clone'],
    from: 'cli "Install": the CLI is not on npm yet; build a clone of the repository at the documented commit and npm install -D ../pact-toolbox/apps/cli',
    explainedAt: ['/packages/cli#install'],
  },
  {
    reader: ['script arguments', 'script args', 'pass arguments', 'custom flags'],
    terms: ['args', 'ctx'],
    from: 'cli "run: run a script against a network": flags the command does not know reach the script in ctx.args (--tag v2 gives ctx.args.tag)',
    explainedAt: ['/packages/cli#run'],
  },
  {
    reader: ['install pact toolbox', 'pact toolbox from npm', 'pact toolbox on npm', 'npm install pact toolbox'],
    terms: ['published', 'workspace'],
    from: 'cli "Install": the pact-toolbox package is not on npm (404), build it from a clone; first project "Why Not the Template or npm install": the workspace is what works',
    explainedAt: ['/packages/cli#install', '/getting-started/first-project#why-not-the-template-or-npm-install'],
  },
  {
    reader: ['key via env', 'key from env', 'key in env', 'deploy key', 'signing key env', 'private key env', 'key env var', 'key environment variable', 'pass private key', 'private key to script', 'private key for deploy', 'private key deploy', 'deploy private key', 'signer per network', 'different signer', 'choose signer', 'choose the signer', 'pick signer', 'which signer', 'signer order', 'keypair file', 'key file', 'keyfile', 'keys file', 'wallet file'],
    terms: ['signer', 'account'],
    from: 'cli "run": the signer is --private-key, then PACT_PRIVATE_KEY and PACT_ACCOUNT, then the network\'s key pairs, then a prompt; first project "Deploy to Testnet" exports them',
    explainedAt: ['/packages/cli#run', '/getting-started/first-project#deploy-to-testnet'],
  },
  {
    reader: ['exit code', 'exit status', 'exits 0', 'ci passes', 'job passes', 'pipeline passes', 'deploy failed silently', 'fail ci', 'ci fail', 'ci fails', 'ci to fail', 'ci job fail', 'fail the job', 'fail the pipeline', 'fail the build', 'exit 0', 'exits with 0', 'exit zero'],
    terms: ['run'],
    from: 'cli "run": at the pinned commit pact-toolbox run exits with code 0 when a script fails after it was loaded (known issue); cli "Errors": other errors exit with code 1; first project "Deploy to Testnet" says a CI job must look for the error line',
    explainedAt: ['/packages/cli#run', '/packages/cli#errors', '/getting-started/first-project#deploy-to-testnet'],
  },
  {
    reader: ['update toolbox', 'upgrade toolbox', 'update the toolbox', 'upgrade the toolbox', 'update toolkit', 'upgrade toolkit', 'update the toolkit', 'upgrade the toolkit', 'update pact toolbox', 'upgrade pact toolbox', 'newer commit', 'latest commit', 'pull latest'],
    terms: ['clone', 'build'],
    from: 'cli "Install": the toolkit is installed from a clone; after a git pull in the clone, build again and the linked packages pick it up',
    explainedAt: ['/packages/cli#install'],
  },
  {
    reader: ['debug 1', 'debug true', 'debug output', 'debug logging', 'verbose output', 'verbose logging', 'verbose logs', 'more logging'],
    terms: ['environment', 'variables'],
    from: 'cli "Environment variables": DEBUG=1 shows every package\'s debug output (the value names no component); LOG_LEVEL takes silent to trace; both read once when the logger loads',
    explainedAt: ['/packages/cli#environment-variables'],
  },
  {
    reader: ['which key', 'what key', 'default key', 'default signer', 'pass no key', 'pass none', 'no key given', 'no key passed', 'without a key'],
    terms: ['signer', 'sender00'],
    from: 'cli "run": the signer is --private-key (with --account), then PACT_PRIVATE_KEY and PACT_ACCOUNT, then the first key pair of the network in the config, then the interactive prompt; on local networks that is sender00',
    explainedAt: ['/packages/cli#run'],
  },
  {
    reader: ['install from main', 'install the main branch', 'main branch instead', 'from github', 'from source', 'from the repo', 'from the repository', 'git clone'],
    terms: ['clone', 'link'],
    from: 'cli "Install": the CLI is not on npm; build a clone of the repository at the pinned commit and link its packages; first project "Build the project by hand" does the same for a project',
    explainedAt: ['/packages/cli#install', '/getting-started/first-project#build-the-project-by-hand'],
  },
  {
    reader: ['javascript config', 'js config', 'config in javascript', 'config in js', 'plain javascript', 'plain js', 'json config', 'yaml config', 'config as json', 'config as yaml', 'config file formats', 'config extension'],
    terms: ['extension', 'mjs', 'yaml'],
    from: 'cli "Config file discovery": pact-toolbox.config.* with the extension .ts, .mts, .cts, .js, .mjs, .cjs, .json, .jsonc, .json5, .yaml, .yml or .toml',
    explainedAt: ['/packages/cli#config-file-discovery'],
  },
  {
    reader: ['base config', 'shared config', 'inherit config', 'inherit settings', 'inherits settings', 'extend a config', 'extend another config', 'reuse a config', 'still in networks', 'pactserver still there', 'cannot remove pactserver', 'remove pactserver', 'deleted pactserver', 'always has pactserver'],
    terms: ['extends', 'merged'],
    from: 'cli "Config file discovery": extends (a path or list of paths) inherits another config; objects are merged key by key with the defaults, so the default pactServer network is always present',
    explainedAt: ['/packages/cli#config-file-discovery'],
  },
];
