/** Readers' words for what the transaction guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['expiry', 'expiration', 'expire', 'expires', 'expired', 'deadline', 'time to live'],
    terms: ['ttl', 'creationtime'],
    from: 'transaction "Defaults filled in for you": ttl (the network\'s meta.ttl, else 900 seconds) and creationTime',
    explainedAt: ['/packages/transaction#defaults-filled-in-for-you'],
  },
  {
    reader: ['code injection', 'escape input', 'escaping', 'sanitize', 'sanitise', 'string interpolation', 'interpolate'],
    terms: ['withdata', 'msg'],
    from: 'transaction "Building a transaction": pass user input through withData and read it with read-msg, so input cannot change the code',
    explainedAt: ['/packages/transaction#building-a-transaction'],
  },
  {
    reader: ['multisig', 'multi sig', 'multi signature', 'multisignature', 'cosign', 'cosigner', 'co signer'],
    terms: ['withsigner', 'signers'],
    from: 'transaction "Signers and capabilities": withSigner takes a key, a signer object or an array of either; kda "Keysets and k: accounts": pact.createMultiSigKeyset builds a keyset several keys own',
    explainedAt: ['/packages/kda#keysets-and-k-accounts'],
  },
  {
    reader: ['token allowance', 'token approval', 'allowance', 'allowances', 'approve', 'approval', 'erc20 approve', 'spend limit', 'spending limit', 'approve spending', 'scoped signature', 'signature scope', 'limit signature', 'limit the signature', 'restrict signature', 'restrict the signature', 'exact amount', 'exact transfer amount'],
    terms: ['capabilities', 'signfor'],
    from: 'transaction "Signers and capabilities": the capabilities a signature is scoped to, listed with signFor (coin.TRANSFER with its amount)',
    explainedAt: ['/packages/transaction#signers-and-capabilities'],
  },
  {
    reader: ['floating point', 'float', 'precision', 'bignumber', 'big number', 'parse units', 'parseunits', 'wei', 'gwei', 'format units', 'formatunits', 'parse ether', 'parseether'],
    terms: ['pactdecimal', 'decimal'],
    from: 'transaction "Signers and capabilities": decimals must be decimals, pactDecimal wraps a number as { decimal } with 12 places; "Utilities"',
    explainedAt: ['/packages/transaction#signers-and-capabilities', '/packages/transaction#utilities'],
  },
  {
    reader: ['transaction lifecycle', 'tx lifecycle', 'transaction life cycle'],
    terms: ['builder', 'dispatcher'],
    from: 'transaction "How it fits together": builder, dispatcher, network context; nothing is sent until a dispatcher method',
    explainedAt: ['/packages/transaction#how-it-fits-together'],
  },
  {
    reader: ['switch network', 'switch networks', 'switching network', 'switching networks', 'change network', 'change networks', 'network change', 'network changed', 'network switch', 'network switcher', 'network switching', 'at runtime', 'at run time', 'between testnet and mainnet', 'testnet to mainnet'],
    terms: ['switchnetwork', 'getglobalnetworkcontext'],
    from: 'transaction "With the bundler plugin": getGlobalNetworkContext().switchNetwork(name) at run time, subscribe and the pact-toolbox-network-changed event, a production build refuses local networks; "Context methods": switchNetwork, isNetworkAvailable, subscribe',
    explainedAt: ['/packages/transaction#with-the-bundler-plugin', '/packages/transaction#context-methods'],
  },
  {
    reader: ['default gas limit', 'gas limit default', 'default gas price', 'gas price default', 'default ttl', 'ttl default', 'default gas', 'gas defaults'],
    terms: ['gaslimit', 'defaults'],
    from: 'transaction "Defaults filled in for you": gasLimit, gasPrice and ttl from the network\'s meta, else 150000, 1e-8 and 900 seconds, filled in when the transaction is built',
    explainedAt: ['/packages/transaction#defaults-filled-in-for-you'],
  },
  {
    reader: ['tx hash', 'txhash', 'transaction hash', 'request key after submit', 'get the request key', 'get request key'],
    terms: ['requestkey', 'descriptor'],
    from: 'transaction "Submitting without waiting": submit resolves with a descriptor holding requestKey; chainweb-client "Sending transactions": send returns requestKeys (a request key is the hash)',
    explainedAt: ['/packages/transaction#submitting-without-waiting', '/packages/chainweb-client#sending-transactions'],
  },
  {
    reader: ['fire and forget'],
    terms: ['submit', 'waiting'],
    from: 'transaction "Submitting without waiting": submit returns once the node has accepted the transaction',
    explainedAt: ['/packages/transaction#submitting-without-waiting'],
  },
  {
    reader: ['across chains', 'multichain read', 'multichain reads', 'multichain balance', 'different chain', 'other chain', 'another chain', 'specific chain', 'hit chain 0', 'hits chain 0', 'always chain 0', 'only chain 0', 'chain 0 only', 'not chain 0', 'goes to chain 0', 'go to chain 0', 'stuck on chain 0', 'wrong chain', 'ignores chain id', 'chain id ignored', 'to chain 3', 'on chain 3'],
    terms: ['several', 'forchain'],
    from: 'transaction "Reading from several chains": one transaction per chain, each sent through a client from forChain; chainweb-client "Switching chain or network": forChain',
    explainedAt: ['/packages/transaction#reading-from-several-chains', '/packages/chainweb-client#switching-chain-or-network'],
  },
  {
    reader: ['new address', 'create address', 'generate address', 'random account', 'vanity address', 'create account', 'new keypair', 'make k account', 'create k account'],
    terms: ['generatekaccount', 'generating'],
    from: 'transaction "Generating a k: account": generateKAccount makes an Ed25519 key pair and names the account k:<public key>',
    explainedAt: ['/packages/transaction#generating-a-k-account'],
  },
  {
    reader: ['server side', 'serverside', 'backend signing', 'headless', 'without browser', 'in node', 'without bundler', 'no bundler', 'sign private key'],
    terms: ['nodejs', 'keypairwallet'],
    from: 'transaction "Example: a transfer from Node.js": scripts have no wallet UI, so pass a KeypairWallet',
    explainedAt: ['/packages/transaction#example-a-transfer-from-nodejs'],
  },
  {
    reader: ['send tokens', 'send kda', 'send funds', 'send money', 'to another account', 'between accounts'],
    terms: ['transfer'],
    from: 'transaction "Example: a transfer from Node.js": coin.transfer signed with coin.GAS and coin.TRANSFER; chainweb-client "Sending transactions": a 1 KDA transfer',
    explainedAt: ['/packages/transaction#example-a-transfer-from-nodejs', '/packages/chainweb-client#sending-transactions'],
  },
  {
    reader: ['account balance', 'get balance', 'check balance', 'read balance', 'balance of', 'token balance', 'kda balance', 'my balance'],
    terms: ['dirtyread', 'local'],
    from: 'transaction "Building a transaction": getBalance(account) runs (coin.get-balance …) with dirtyRead; kda "Coin transfers and balances": CoinService.getBalance (readers judged chainweb-client "Reading with local" only part of the answer)',
    explainedAt: ['/packages/transaction#building-a-transaction', '/packages/kda#coin-transfers-and-balances'],
  },
  {
    reader: ['change key', 'change account key', 'rotate key', 'rotate keys', 'key rotation', 'replace key', 'new key for account'],
    terms: ['rotate', 'keyset'],
    from: 'transaction "Example: rotating an account\'s keyset": coin.rotate with the coin.ROTATE capability, signed by the current key; k: accounts cannot rotate',
    explainedAt: ['/packages/transaction#example-rotating-an-accounts-keyset'],
  },
  {
    reader: ['turn off modal', 'disable modal', 'hide selector', 'no modal', 'without modal', 'turn off selector', 'disable wallet selector', 'stop popup', 'no popup', 'disable popup', 'without popup', 'hide popup', 'popup opening', 'popup from opening'],
    terms: ['showui', 'forceui'],
    from: 'transaction "Wallet UI options": showUI false keeps the wallet selector from opening (sign() then throws without a wallet); configureWalletUI sets it globally',
    explainedAt: ['/packages/transaction#wallet-ui-options'],
  },
  {
    reader: ['without plugin', 'without the plugin', 'without a plugin', 'no plugin', 'without vite', 'no vite', 'without unplugin', 'without bundler plugin', 'without vite plugin'],
    terms: ['context', 'createtoolboxnetworkcontext'],
    from: 'transaction "Without a plugin": no configuration is injected, so create a context with createToolboxNetworkContext',
    explainedAt: ['/packages/transaction#without-a-plugin'],
  },
  {
    reader: ['own picker', 'own wallet picker', 'custom picker', 'custom wallet picker', 'own modal', 'custom modal', 'instead of the modal', 'own wallet ui', 'custom wallet ui'],
    terms: ['walletselector', 'showui'],
    from: 'transaction "Wallet UI options": walletSelector is your own picker (null means cancelled); showUI false never opens the selector; configureWalletUI sets them for every sign()',
    explainedAt: ['/packages/transaction#wallet-ui-options'],
  },
  {
    reader: ['modal not opening', 'modal does not open', 'modal doesnt open', 'modal never opens', 'modal not showing', 'open the wallet modal', 'open wallet modal', 'selector not showing', 'selector does not open'],
    terms: ['selector', 'showui'],
    from: 'transaction "Signing with a wallet": sign() uses a wallet passed or already connected, and opens the selector only when neither and UI is enabled (the default in browsers); "Wallet UI options": showUI, forceUI, walletSelector',
    explainedAt: ['/packages/transaction#signing-with-a-wallet', '/packages/transaction#wallet-ui-options'],
  },
  {
    reader: ['without submitting', 'sign without sending', 'sign without submit', 'sign but not send', 'sign and not send', 'sign only', 'signed transaction without'],
    terms: ['getsignedtransaction', 'dispatcher'],
    from: 'transaction "Sending: the dispatcher": getSignedTransaction() returns the built and signed transaction without sending it',
    explainedAt: ['/packages/transaction#sending-the-dispatcher'],
  },
  {
    reader: ['signfor', 'sign for'],
    terms: ['capabilities', 'signers'],
    from: 'transaction "Signers and capabilities": withSigner(publicKey, (signFor) => [signFor("coin.GAS"), …]) scopes a signature to the capabilities listed',
    explainedAt: ['/packages/transaction#signers-and-capabilities'],
  },
  {
    reader: ['type the return', 'typed return', 'return type', 'return value type', 'type of the result', 'typed result', 'result type', 'generic result'],
    terms: ['execution', 'generic'],
    from: 'transaction "Building a transaction": execution<T>(code) types what the transaction\'s result holds; the dispatcher returns T',
    explainedAt: ['/packages/transaction#building-a-transaction'],
  },
];
