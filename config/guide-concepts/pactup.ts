/** Readers' words for what the pactup guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['nvm', 'asdf', 'volta', 'pyenv', 'version switcher'],
    terms: ['pactup'],
    from: 'pactup "Install Pactup": Pactup, a Pact version manager in the style of fnm, installed with its script, npm binaries or cargo',
    explainedAt: ['/setup/pactup#install-pactup'],
  },
  {
    reader: ['downgrade', 'downgrading', 'older release', 'older releases'],
    terms: ['switch', 'versions'],
    from: 'pactup "Switch versions": pactup use 4.13 for this shell, pactup default for new shells; "Install Pact": pactup install 4.13.0 for an exact release',
    explainedAt: ['/setup/pactup#switch-versions', '/setup/pactup#install-pact'],
  },
  {
    reader: ['bleeding edge', 'canary', 'unreleased', 'edge build'],
    terms: ['nightly'],
    from: 'pactup "Nightly and development builds": pactup install --nightly, follows Pact\'s development branch, for features not yet released',
    explainedAt: ['/setup/pactup#nightly-and-development-builds'],
  },
  {
    reader: ['nvmrc', 'tool versions', 'version lock', 'same version', 'whole team', 'every developer', 'lock version', 'lock pact', 'version in my repo', 'version for my repo', 'version per repo', 'version in my project', 'project pact version', 'for one project', 'for a single project', 'for this project', 'project specific', 'only this project'],
    terms: ['pin'],
    from: 'pactup "Pin a version per project": a .pact-version file at the project root, read by pactup install, pactup use and the --use-on-cd hook',
    explainedAt: ['/setup/pactup#pin-a-version-per-project'],
  },
  {
    reader: ['install location', 'install folder', 'install directory', 'install path', 'installed where', 'pact binaries', 'pact binary location', 'where does pactup put'],
    terms: ['stored', 'versions'],
    from: 'pactup "Where versions are stored": the versions folder under $XDG_DATA_HOME/pactup or ~/.pactup, and the aliases beside it',
    explainedAt: ['/setup/pactup#where-versions-are-stored'],
  },
  {
    reader: ['windows', 'on windows', 'windows support', 'windows 11', 'windows 10', 'known issues windows', 'windows issues', 'windows problems', 'problems on windows'],
    terms: ['wsl'],
    from: 'pactup "Install Pactup": Windows is not supported (Pact publishes no Windows builds), use a WSL 2 Linux distribution; docker "Install Docker"',
    explainedAt: ['/setup/pactup#install-pactup', '/setup/docker#install-docker'],
  },
  {
    reader: ['download from', 'downloads from', 'downloaded from', 'binary source', 'release source', 'github releases', 'where does pactup download'],
    terms: ['repositories', 'github'],
    from: 'pactup "Install Pact": Pactup looks for releases in two GitHub repositories, kadena-io/pact-5 and kadena-io/pact, and picks the archive for your system',
    explainedAt: ['/setup/pactup#install-pact'],
  },
  {
    reader: ['not recognized as an internal or external command', 'is not recognized as', 'not recognized as a cmdlet', 'pact exe', 'pact.exe'],
    terms: ['wsl'],
    from: 'pactup "Install Pactup": Pact publishes no Windows builds, so on Windows the toolkit and Pact run in a WSL 2 Linux distribution',
    explainedAt: ['/setup/pactup#install-pactup'],
  },
  {
    reader: ['pact cli', 'pact executable', 'need pact installed', 'pact installed', 'still need pact', 'pact on path', 'pact in path', 'which pact binary', 'existing pact', 'existing pact binary', 'own pact binary', 'my own pact', 'pact already installed', 'system pact'],
    terms: ['finds', 'binary'],
    from: 'pactup "How Pact Toolbox finds the Pact binary": the first pact on PATH, for detection (doctor), REPL tests (pact -t) and the Pact server network (pact -s)',
    explainedAt: ['/setup/pactup#how-pact-toolbox-finds-the-pact-binary'],
  },
  {
    reader: ['bashrc', 'zshrc', 'bash profile', 'shell profile', 'shell rc', 'fish config', 'add pactup to path', 'pactup on path'],
    terms: ['shell', 'setup'],
    from: 'pactup "Set up your shell": the lines pactup env prints, which the install script writes to ~/.zshrc, ~/.bashrc, ~/.profile or the fish config',
    explainedAt: ['/setup/pactup#set-up-your-shell', '/setup/pactup#install-script-options'],
  },
  {
    reader: ['pactup with npm', 'pactup from npm', 'pactup via npm', 'npm install pactup', 'pactup npm package', 'pactup binary npm'],
    terms: ['methods'],
    from: 'pactup "Other install methods": pactup itself is not on npm (404); the @pactup/<system> packages hold only the binary, to link onto PATH',
    explainedAt: ['/setup/pactup#other-install-methods'],
  },
  {
    reader: ['uninstall pactup', 'delete pactup', 'remove pactup completely', 'remove all pact versions', 'delete all pact versions', 'uninstall all pact versions', 'clean pactup'],
    terms: ['remove', 'folder'],
    from: 'pactup "Remove Pactup": delete the base folder and the binary folder, the shell profile lines, and an npm-installed @pactup package',
    explainedAt: ['/setup/pactup#remove-pactup'],
  },
  {
    reader: ['without editing', 'without touching', 'dont edit', 'do not edit', 'dont touch', 'do not touch', 'no shell setup', 'leave my profile'],
    terms: ['skip'],
    from: 'pactup "Install script options": --skip-shell leaves the shell profile alone (for upgrades); --install-dir and --release',
    explainedAt: ['/setup/pactup#install-script-options'],
  },
  {
    reader: ['install pact locally', 'pact on my laptop', 'pact on my machine', 'pact on my computer', 'install pact binary', 'get pact installed'],
    terms: ['pactup', 'install'],
    from: 'pactup "Install Pact": pactup install with a version, then pactup use; the binary lands in pactup\'s versions folder',
    explainedAt: ['/setup/pactup#install-pact'],
  },
  {
    reader: ['install pact on ubuntu', 'install pact in ubuntu', 'pact on ubuntu', 'pact in ubuntu', 'pact on linux', 'install pact on linux', 'pact on debian', 'pact on macos', 'pact on mac', 'install pact on mac'],
    terms: ['install', 'pactup'],
    from: 'pactup "Install Pactup" then "Install Pact": pactup install latest fetches the Pact binary for Linux or macOS',
    explainedAt: ['/setup/pactup#install-pact', '/setup/pactup#install-pactup'],
  },
  {
    reader: ['change pact version', 'switch pact versions', 'pact version switch', 'use another pact version', 'use a different pact version', 'change the pact version', 'active pact version', 'current pact version', 'global pact version', 'pactup ls', 'pactup list', 'list pact versions', 'list installed versions', 'installed pact versions', 'which versions are installed'],
    terms: ['use', 'default'],
    from: 'pactup "Switch versions": pactup use <version> switches the current shell, pactup default what new shells start with',
    explainedAt: ['/setup/pactup#switch-versions'],
  },
  {
    reader: ['old pact versions', 'old versions of pact', 'unused pact versions'],
    terms: ['uninstall', 'pactup'],
    from: 'pactup "Commands": pactup uninstall <version> removes an installed version; "Where versions are stored": pact-versions/ under the base folder',
    explainedAt: ['/setup/pactup#commands', '/setup/pactup#where-versions-are-stored'],
  },
  {
    reader: ['spawn pact enoent', 'pact enoent', 'enoent pact', 'spawn enoent', 'pact not found', 'pact binary not found', 'cannot find pact', 'pact missing', 'pactbin not found'],
    terms: ['pactbin', 'detection'],
    from: 'pactup "How Pact Toolbox finds the Pact binary": what REPL tests and the Pact server print without Pact (FAIL and the shell\'s not-found with LOG_LEVEL=info; spawn <pactBin> ENOENT then Operation timed out for a wrong pactBin), in our run',
    explainedAt: ['/setup/pactup#how-pact-toolbox-finds-the-pact-binary'],
  },
  {
    reader: ['apple silicon', 'mac arm', 'rosetta', 'aarch64', 'arm64', 'native arm', 'pact on apple silicon'],
    terms: ['asset', 'x64'],
    from: 'pactup "Apple silicon and other arm64 machines": Pactup takes an archive named for arm64/aarch64 or with no CPU, never one named x64; x64-only releases are refused (read in src/remote_pact_index.rs)',
    explainedAt: ['/setup/pactup#arm64'],
  },

  {
    reader: ['pactup install', 'install a pact version', 'install specific pact version', 'install a specific pact version', 'install latest pact'],
    terms: ['latest', 'nightly'],
    from: 'pactup "Install Pact": pactup install --latest, an exact version or a major version',
    explainedAt: ['/setup/pactup#install-pact'],
  },
  {
    reader: ['pact version manager', 'pact version manger', 'manage pact versions', 'multiple pact versions', 'several pact versions'],
    terms: ['use', 'default'],
    from: 'pactup "Switch versions": pactup use / default to change the active Pact version among installed ones',
    explainedAt: ['/setup/pactup#switch-versions'],
  },
];
