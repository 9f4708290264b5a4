/** Readers' words for what the wallet guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['supported wallets', 'which wallets', 'what wallets', 'wallet list', 'list of wallets', 'wallets supported', 'wallet adapter list', 'wallet adaptor list', 'wallet adapters list', 'available wallets', 'wallet support'],
    terms: ['adapter', 'zelcore'],
    from: 'wallet "Core concepts": the table of every adapter with its id and needs; "Wallet-specific setup": Ecko, Chainweaver, Zelcore, WalletConnect and Magic, what each needs before connectWallet; the key-pair and development wallets in "The development wallet for local work"',
    explainedAt: ['/packages/wallet#core-concepts', '/packages/wallet#wallet-specific-setup'],
  },
  {
    reader: ['store keys', 'stores keys', 'stored keys', 'keys stored', 'key storage', 'save keys', 'saves keys', 'persist keys', 'keep keys', 'keeps keys'],
    terms: ['indexeddb', 'localstorage'],
    from: 'wallet "The development wallet for local work": keys are kept in IndexedDB (database pact-toolbox-dev-wallet), localStorage as fallback',
    explainedAt: ['/packages/wallet#the-development-wallet-for-local-work'],
  },
  {
    reader: ['sign several', 'sign many', 'sign multiple', 'signing several', 'signing many', 'signing multiple', 'one prompt', 'single prompt', 'one popup', 'bulk sign', 'batch sign', 'batch signing'],
    terms: ['batch', 'quicksign', 'array'],
    from: 'wallet "Core concepts": sign(tx) or sign([tx1, tx2]) for a batch; coming-from-kadena-client "Quicksign"',
    explainedAt: ['/packages/wallet#core-concepts', '/getting-started/coming-from-kadena-client#what-has-no-counterpart'],
  },
  {
    reader: ['browser wallet', 'injected wallet', 'extension wallet'],
    terms: ['ecko', 'extension'],
    from: 'wallet "Core concepts": the id table, Ecko is the browser extension (window.kadena, id ecko-wallet); "Wallet-specific setup": Ecko needs nothing configured',
    explainedAt: ['/packages/wallet#core-concepts', '/packages/wallet#ecko'],
  },
  {
    reader: ['wagmi', 'react hook', 'react hooks', 'usewallet', 'web3modal', 'rainbowkit', 'connectkit'],
    terms: ['usewalletselector', 'walletmodalprovider', 'modalmanager'],
    from: 'wallet "React": the wallet-ui/react subpath (WalletModalProvider, useWalletModal, useWalletSelector, ConnectWalletButton); "Wallet UI": ModalManager and the selection modal',
    explainedAt: ['/packages/wallet#react', '/packages/wallet#wallet-ui'],
  },
  {
    reader: ['mobile wallet', 'mobile wallets', 'mobile signing', 'qr code', 'scan qr'],
    terms: ['walletconnect'],
    from: 'wallet "WalletConnect configuration": connecting opens the WalletConnect QR modal and asks the phone wallet for kadena:<networkId>',
    explainedAt: ['/packages/wallet#walletconnect-configuration'],
  },
  {
    reader: ['passwordless', 'passkey', 'passkeys', 'webauthn', 'embedded wallet', 'magic link'],
    terms: ['magic', 'spirekey'],
    from: 'wallet "Magic configuration": connecting logs in with SpireKey (the provider describes it as SpireKey WebAuthn support); loginWithEmail and loginWithSMS',
    explainedAt: ['/packages/wallet#magic-configuration'],
  },
  {
    reader: ['burner wallet', 'throwaway wallet', 'hardhat accounts', 'anvil accounts', 'prefunded accounts', 'dev accounts'],
    terms: ['development', 'keypair'],
    from: 'wallet "The development wallet for local work": the keypair provider signs with the funded development accounts sender00 to sender09',
    explainedAt: ['/packages/wallet#the-development-wallet-for-local-work'],
  },
  {
    reader: ['wallet not connecting', 'wallet wont connect', "wallet won't connect", 'wallet does not connect', 'wallet fails to connect', 'wallet connect fails', 'cannot connect wallet', "can't connect wallet", 'wallet not working'],
    terms: ['connection'],
    from: 'wallet "Errors": what connecting fails with (a missing extension, a wrong id, options a provider needs, the user declining) and what to do',
    explainedAt: ['/packages/wallet#errors'],
  },
  {
    reader: ['user denied', 'denied signature', 'signature denied'],
    terms: ['rejected', 'userrejected'],
    from: 'wallet "Errors": WalletError.userRejected, type USER_REJECTED, "User rejected <operation>" when the user declines',
    explainedAt: ['/packages/wallet#errors'],
  },
  {
    reader: ['logout', 'log off', 'sign out', 'signout', 'disconnect button', 'disconnect wallet'],
    terms: ['disconnect', 'clearwallets'],
    from: 'wallet "Disconnect and inspect": disconnectWallet(id), clearWallets',
    explainedAt: ['/packages/wallet#disconnect-and-inspect'],
  },
  {
    reader: ['eager connect', 'eagerly connect', 'connect on load', 'connect on startup', 'connect on page load', 'on page load', 'reconnect on reload', 'remember wallet', 'page refresh', 'after refresh', 'after reload', 'page reload', 'remember account', 'persist wallet connection', 'persist wallet', 'persist connection', 'stay connected', 'keep wallet connected', 'restore wallet connection', 'restore connection'],
    terms: ['autoconnect', 'preferredwallets'],
    from: 'wallet "Auto-connect": autoConnectWallet tries the preferred ids in order; setupWallets({ autoConnect: true }) at start-up',
    explainedAt: ['/packages/wallet#auto-connect', '/packages/wallet#setupwallets-options', '/packages/wallet#after-a-page-reload'],
  },
  {
    reader: ['when wallet connects', 'when a wallet connects', 'when wallet disconnects', 'user disconnects', 'when user disconnects', 'on connect', 'on disconnect', 'connection state', 'react to wallet', 'switches account', 'switch account', 'account switch', 'account change', 'account changes', 'changes account'],
    terms: ['events', 'listen'],
    from: 'wallet "Listen for wallet events": walletService.on("connected" | "disconnected" | "error", …); accountChanged and networkChanged are declared but never emitted',
    explainedAt: ['/packages/wallet#listen-for-wallet-events'],
  },
  {
    reader: ['metamask', 'meta mask', 'hardware wallet', 'hardware wallets', 'ledger nano', 'ledger wallet', 'ledger device', 'ledger support', 'with ledger', 'trezor'],
    terms: ['adapters'],
    from: 'wallet "The four packages": no adapter for MetaMask or for hardware wallets such as Ledger (the transaction README names both); the six adapters; implement Wallet or extend BaseWallet for another',
    explainedAt: ['/packages/wallet#the-four-packages'],
  },
  {
    reader: ['dev wallet safe', 'dev wallet in production', 'dev wallet in prod', 'dev wallet production', 'dev wallet encrypted', 'dev wallet storage'],
    terms: ['indexeddb', 'encrypted'],
    from: 'wallet "The development wallet for local work": keys kept in IndexedDB (localStorage as fallback), private keys not encrypted, keep it to development accounts',
    explainedAt: ['/packages/wallet#the-development-wallet-for-local-work'],
  },
  {
    reader: ['choose between wallets', 'choose between several wallets', 'choose a wallet', 'choose wallet', 'pick a wallet', 'several wallets', 'multiple wallets', 'wallet selector', 'wallet selection', 'select a wallet', 'select wallet', 'connect modal', 'wallet modal'],
    terms: ['modalmanager', 'showwalletselector'],
    from: 'wallet "Wallet UI": <pact-wallet-modal> and <pact-wallet-selector>, ModalManager.showWalletSelector() reports the choice and connectWallet(choice) connects it',
    explainedAt: ['/packages/wallet#wallet-ui'],
  },
  {
    reader: ['unsupported wallet', 'custom wallet adapter', 'custom adapter', 'own adapter', 'write adapter', 'write an adapter', 'new wallet adapter', 'add a wallet'],
    terms: ['basewallet', 'implement'],
    from: 'wallet "The four packages": to sign with a wallet the six adapters do not cover, implement the Wallet interface (or extend BaseWallet) and register a WalletProvider',
    explainedAt: ['/packages/wallet#the-four-packages'],
  },
  {
    reader: ['ecko missing', 'ecko not detected', 'ecko not found', 'ecko not listed', 'ecko not showing', 'ecko not installed', 'missing from available wallets', 'not in available wallets', 'not among available wallets', 'extension not detected', 'extension not found'],
    terms: ['iskadena', 'getavailablewallets'],
    from: 'wallet "Ecko": without window.kadena (isKadena) within 3 s Ecko is not available, getAvailableWallets() leaves it out and connectWallet("ecko-wallet") throws NOT_FOUND; never available outside a browser',
    explainedAt: ['/packages/wallet#ecko'],
  },
  {
    reader: ['custom elements', 'custom element', 'web components', 'web component', 'registered globally', 'registers globally', 'customelements define'],
    terms: ['registers', 'modalmanager'],
    from: 'wallet "Wallet UI": importing @pact-toolbox/wallet-ui in a browser registers three web components (<pact-wallet-modal>, <pact-wallet-selector>, <pact-wallet-connect>); ModalManager mounts the modal',
    explainedAt: ['/packages/wallet#wallet-ui'],
  },
  {
    reader: ['sign a cmd', 'sign a command', 'sign my own command', 'sign a raw command', 'command i built', 'cmd i built', 'sign a command i built'],
    terms: ['builder', 'primary'],
    from: 'wallet "Sign transactions": wallet.sign takes a built command; the builder calls it for you',
    explainedAt: ['/packages/wallet#sign-transactions'],
  },
  {
    reader: ['detect mobile', 'mobile or desktop', 'desktop and mobile', 'on mobile', 'on phones', 'phone users', 'mobile users', 'walletconnect on mobile', 'ecko on desktop', 'pick wallet automatically', 'choose wallet automatically'],
    terms: ['autoconnectwallet', 'preferredwallets'],
    from: 'wallet "Choosing a wallet by device": no device check; Ecko available when window.kadena appears within 3 s, WalletConnect wherever it loads; autoConnectWallet with preferredWallets ecko-wallet then walletconnect and skipUnavailable',
    explainedAt: ['/packages/wallet#desktop-and-mobile'],
  },
  {
    reader: ['reconnect on page reload', 'reconnect after reload', 'remember connection', 'session persistence', 'page refresh wallet', 'wallet after refresh', 'reload disconnects'],
    terms: ['localstorage', 'preferredwallets'],
    from: 'wallet "After a page reload": no package remembers the connected wallet; keep its id yourself and pass it first in preferredWallets to autoConnectWallet',
    explainedAt: ['/packages/wallet#after-a-page-reload'],
  },
  {
    reader: ['qr code not showing', 'qr modal not showing', 'qr not showing', 'walletconnect modal', 'walletconnect qr', 'no qr code', 'deep link', 'deeplink', 'walletconnect not working', 'walletconnect fails'],
    terms: ['displayuri', 'projectid'],
    from: 'wallet "WalletConnect configuration": when the QR modal does not open: both optional packages installed, the projectId, the pairing uri; on("displayUri") to show the link yourself (read in the source)',
    explainedAt: ['/packages/wallet#walletconnect-configuration'],
  },
  {
    reader: ['eckowallet', 'ecko extension', 'ecko browser extension'],
    terms: ['kadena', 'extension'],
    from: 'wallet "Ecko": the ecko-wallet provider, window.kadena',
    explainedAt: ['/packages/wallet#ecko'],
  },
];
