/** Readers' words for what the docker guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['chain data', 'blockchain data', 'chain storage'],
    terms: ['database', 'volume'],
    from: 'docker "What runs in Docker": the chain database lives in the named volume devnet_db_devnet_minimal; "Persistence and stateless runs": kept between restarts until the volume is removed',
    explainedAt: ['/setup/docker#what-runs-in-docker', '/setup/docker#persistence-and-stateless-runs'],
  },
  {
    reader: ['different port', 'another port', 'other port', 'custom port', 'change port', 'change the port'],
    terms: ['host', 'containerconfig'],
    from: 'docker "Container options": containerConfig.port, the host port the API proxy is published on (8080); "Port already in use": move the DevNet with containerConfig: { port: 8081 }',
    explainedAt: ['/setup/docker#container-options', '/setup/docker#port-already-in-use'],
  },
  {
    reader: ['port conflict', 'port collision', 'port taken', 'port busy', 'port occupied', 'eaddrinuse', 'free port', 'release port', 'kill port', 'port still taken', 'port still used'],
    terms: ['allocated', 'already'],
    from: 'docker "Port already in use": "port is already allocated" or "bind: address already in use" while api-proxy is created; find the process with lsof or ss, or move the DevNet',
    explainedAt: ['/setup/docker#port-already-in-use'],
  },
  {
    reader: ['wipe', 'wiped', 'wiping', 'nuke', 'reset chain', 'reset devnet', 'reset state', 'chain state'],
    terms: ['reset', 'volume'],
    from: 'docker "Stop and clean up": to reset the chain to an empty state, remove the volume devnet_db_devnet_minimal while no DevNet runs; questions "What is the .pact-toolbox folder?": deleting it resets the Pact server database',
    explainedAt: ['/setup/docker#stop-and-clean-up', '/getting-started/questions#the-pact-toolbox-folder'],
  },
  {
    reader: ['podman', 'orbstack', 'rancher desktop', 'rancher'],
    terms: ['engine', 'runtime'],
    from: 'docker "Install Docker": any Docker Engine works, Docker Desktop, Docker Engine on Linux, or another runtime that serves the Docker API',
    explainedAt: ['/setup/docker#install-docker'],
  },
  {
    reader: ['m1', 'm2', 'm3', 'm4', 'arm mac', 'arm64 mac'],
    terms: ['silicon', 'macos'],
    from: 'docker "Install Docker", macOS tab: Docker Desktop for Mac, Apple silicon or Intel build; pactup "Install Pactup": the install script picks the Intel or Apple silicon binary',
    explainedAt: ['/setup/docker#install-docker', '/setup/pactup#install-pactup'],
  },
  {
    reader: ['automine', 'auto mine', 'auto mining', 'automining', 'instamine', 'instant mining', 'instant blocks', 'mine instantly', 'blocks instantly', 'mine immediately', 'ondemand', 'mine right after', 'mine block right after', 'block right after', 'mine after sending', 'mined right away'],
    terms: ['ondemandmining', 'trigger'],
    from: 'docker "On-demand mining": onDemandMining (off by default) sends transactions through the mining trigger, which mines right after they arrive; "Container options"; network "DevNet container keys": containerConfig.onDemandMining',
    explainedAt: ['/setup/docker#on-demand-mining', '/setup/docker#container-options', '/packages/network#devnet-container-keys'],
  },
  {
    reader: ['take long', 'takes long', 'take so long', 'takes so long', 'slow to confirm', 'long to confirm', 'slow transactions', 'slow confirmation', 'waits for a block', 'stuck pending', 'pending transaction', 'transaction pending', 'never confirms', 'not mined', 'never mined', 'sit pending', 'sits pending', 'stays pending', 'pending so long', 'pending for long'],
    terms: ['ondemandmining', 'idle'],
    from: 'docker "On-demand mining": with onDemandMining false (the default) a transaction waits for an idle block on its chain, one block every 5 s on a chain picked at random; "Mining options"; "Container options": onDemandMining',
    explainedAt: ['/setup/docker#on-demand-mining', '/setup/docker#mining-options', '/setup/docker#container-options'],
  },
  {
    reader: ['sudo', 'as root', 'run as root', 'without sudo', 'need sudo', 'docker group'],
    terms: ['permission', 'socket', 'rootless'],
    from: 'docker "Permission denied on the Docker socket": add your user to the docker group or use rootless Docker; do not run the toolbox with sudo',
    explainedAt: ['/setup/docker#permission-denied-on-the-docker-socket'],
  },
  {
    reader: ['orphan containers', 'orphaned containers', 'stale containers', 'zombie containers', 'leftover containers', 'name conflict', 'stop containers', 'stop the containers', 'stop devnet containers', 'remove containers', 'remove the containers', 'clean up containers', 'cleanup containers', 'tear down devnet', 'teardown devnet', 'shut down devnet', 'shutdown devnet'],
    terms: ['left', 'replaced', 'leftovers', 'behind'],
    from: 'docker "Containers left behind or replaced": containers named bootstrap-node, mining-client, mining-trigger or api-proxy are removed before new ones start; "Stop and clean up": docker rm -f for what a killed run or pact-toolbox start leaves behind',
    explainedAt: ['/setup/docker#containers-left-behind-or-replaced', '/setup/docker#stop-and-clean-up'],
  },
  {
    reader: ['two devnets', 'several devnets', 'multiple devnets', 'second devnet', 'another devnet', 'parallel devnets', 'devnets at once', 'devnets at the same time', 'two networks', 'two pact servers', 'second pact server', 'networks at once', 'networks at the same time', 'devnet and pact server', 'pact server and devnet', 'simultaneously'],
    terms: ['once', 'replaces'],
    from: 'questions "Can I run two local networks at once?": one DevNet per Docker host (fixed container names, a second replaces the first); a DevNet and a Pact server side by side; two Pact servers only on different ports; docker "Persistence and stateless runs" says the same of DevNets',
    explainedAt: ['/getting-started/questions#two-local-networks-at-once', '/setup/docker#persistence-and-stateless-runs'],
  },
  {
    reader: ['need docker', 'require docker', 'requires docker', 'without docker', 'docker required', 'docker needed', 'docker optional'],
    terms: ['devnet', 'used'],
    from: 'docker "When Docker is used": nothing touches Docker until a chainweb-devnet network starts; choosing-packages "Pact server or DevNet"',
    explainedAt: ['/setup/docker#when-docker-is-used', '/getting-started/choosing-packages#pact-server-or-devnet'],
  },
  {
    reader: ['local devnet', 'devnet locally', 'run devnet', 'running devnet', 'chainweb devnet', 'devnet setup', 'set up devnet', 'setup devnet'],
    terms: ['docker', 'start'],
    from: 'docker page: what runs in Docker for a DevNet and "Start the DevNet" (pact-toolbox start devnet, or from code); cli "start"',
    explainedAt: ['/setup/docker#start-the-devnet', '/setup/docker#what-runs-in-docker'],
  },
  {
    reader: ['mine a block', 'mine manually', 'make blocks', 'force a block', 'force block', 'trigger a block', 'trigger block'],
    terms: ['curl', 'post'],
    from: 'docker "Verify it is running": curl -X POST http://localhost:8080/make-blocks asks the mining client for blocks ("On-demand mining" points there)',
    explainedAt: ['/setup/docker#verify-it-is-running'],
  },
  {
    reader: ['other machines', 'another machine', 'other computers', 'from the lan', 'on the lan', 'local network access', 'expose port', 'exposed port', 'bind address', 'all interfaces', 'reachable from', 'open to the network', 'firewall'],
    terms: ['proxy', 'publishes', 'interfaces'],
    from: 'docker "What runs in Docker": only the api-proxy publishes a port, on all host interfaces; the funded accounts\' keys are public, so do not expose it on an untrusted network',
    explainedAt: ['/setup/docker#what-runs-in-docker'],
  },
  {
    reader: ['docker socket', 'docker sock', 'socket path', 'which socket', 'custom socket', 'other socket'],
    terms: ['engine'],
    from: 'docker "How the toolbox finds the Docker Engine": DOCKER_HOST, then ~/.docker/run/docker.sock, then /var/run/docker.sock; no Docker CLI contexts',
    explainedAt: ['/setup/docker#how-the-toolbox-finds-the-docker-engine'],
  },
  {
    reader: ['corporate proxy', 'company proxy', 'behind a proxy', 'behind proxy', 'http proxy', 'https proxy', 'proxy settings', 'behind a firewall', 'behind firewall', 'firewall blocks'],
    terms: ['pull', 'connection'],
    from: 'docker "Image pull fails": errors while pulling come from Docker Hub, check the connection and proxy settings',
    explainedAt: ['/setup/docker#image-pull-fails'],
  },
  {
    reader: ['not reachable', 'unreachable', 'cannot reach docker', 'cant reach docker', 'docker not reachable', 'docker not running', 'daemon not running', 'docker is not running', 'is docker running'],
    terms: ['daemon', 'connect'],
    from: 'docker "Cannot connect to the Docker daemon": connect ENOENT or ECONNREFUSED at the socket; start Docker and check docker info, or export DOCKER_HOST',
    explainedAt: ['/setup/docker#cannot-connect-to-the-docker-daemon'],
  },
  {
    reader: ['windows folder', 'windows drive', 'windows filesystem', 'windows file system', 'mnt c', 'c drive', 'wsl home', 'project in wsl'],
    terms: ['linux', 'file', 'system'],
    from: 'docker "Install Docker": on Windows, open the WSL distribution\'s shell and keep the project inside the Linux file system (under ~/projects)',
    explainedAt: ['/setup/docker#install-docker'],
  },
];
