/** Readers' words for what the KDA Services guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['pick a chain', 'choose a chain', 'receive payments on', 'payments on chain', 'balance on another chain', 'balance on other chain', 'sent to the wrong chain', 'per chain balance', 'balance per chain', 'each chain has', 'funds on another chain'],
    terms: ['getbalance', 'balances'],
    from: 'kda "One balance per chain": each chain keeps its own accounts and balances (20 chains, "0" to "19"); KDA moves between chains only by a cross-chain transfer',
    explainedAt: ['/packages/kda#one-balance-per-chain'],
  },
  {
    reader: ['nonexistent account', 'non existent account', 'missing account', 'account doesnt exist', 'account does not exist', 'account not exist', 'unknown account', 'account not found', 'receiver account', 'create receiver', 'new receiver', 'receiver does not exist', 'send to new address', 'send to new account', 'new address first time', 'first transfer to', 'fresh account', 'account not created yet', 'unfunded new account', 'brand new address', 'brand new account', 'brand new k', 'new k address', 'fresh address'],
    terms: ['transfercreate', 'toguard'],
    from: 'kda "Sending to an account that does not exist yet": coin.transfer fails for a missing receiver; transferCreate creates it owned by toGuard; fund picks transfer or transferCreate; createAccount',
    explainedAt: ['/packages/kda#sending-to-an-account-that-does-not-exist-yet'],
  },
  {
    reader: ['shared account', 'several owners', 'multiple owners', 'two signatures', 'keys any', 'keys all', '2 of 3', 'two of three', '2 of 2', 'two of two', 'both keys', 'both must sign', 'keys must sign', 'm of n', 'threshold keyset', 'several signatures', 'multiple signatures', 'two people', 'two approvals', 'two approvers', 'needs two', 'approve together', 'collect signatures', 'signatures from two keys', 'two keys on one'],
    terms: ['createmultisigkeyset', 'keysets'],
    from: 'kda "Keysets and k: accounts": pact.createMultiSigKeyset(keys, threshold) gives keys-all, keys-any or keys-2; an account with several owners; withSigner takes an array',
    explainedAt: ['/packages/kda#keysets-and-k-accounts'],
  },
  {
    reader: ['nft', 'nfts', 'non fungible', 'poly fungible', 'mint nft', 'mint token', 'mint tokens', 'mint an nft', 'nft balance', 'item ownership', 'collectible', 'collectibles'],
    terms: ['marmalade', 'marmaladeservice'],
    from: 'kda "Marmalade tokens": MarmaladeService reads marmalade-v2.ledger (getTokenInfo, getBalance, tokenExists); mintToken conditions; known issue for createToken, sales and transfers',
    explainedAt: ['/packages/kda#marmalade-tokens'],
  },
  {
    reader: ['account details', 'account guard', 'guard and balance', 'account info', 'account exists', 'if an account exists', 'whether an account exists', 'account existence'],
    terms: ['getaccountdetails', 'accountexists'],
    from: 'kda "What the service does with its arguments": reading (getBalance, getAccountDetails, accountExists) goes through /local, no gas and no signature; accountExists is false when coin.details fails',
    explainedAt: ['/packages/kda#what-the-service-does-with-its-arguments'],
  },
  {
    reader: ['connected wallet key', 'connected wallets key', 'which key signs', 'who signs the transfer', 'who signs transfer', 'coinservice wallet', 'coinservice signer'],
    terms: ['keypairs', 'signer'],
    from: 'kda "What the service does with its arguments": transfer, transferCreate and transferCrosschain sign with the sender\'s key from the network\'s keyPairs, never a wallet\'s, and throw Signer <signer> not found in network config otherwise',
    explainedAt: ['/packages/kda#what-the-service-does-with-its-arguments'],
  },
  {
    reader: ['from pubkey', 'from a pubkey', 'from public key', 'from a public key', 'from my public key', 'from an existing key', 'pubkey to account', 'public key to account'],
    terms: ['createkaccount'],
    from: 'kda "Keysets and k: accounts": pact.createKAccount(publicKey) names the account k:<public key>, and sends nothing',
    explainedAt: ['/packages/kda#keysets-and-k-accounts'],
  },
  {
    reader: ['read account balance', 'balance of an account', 'query balance'],
    terms: ['getbalance', 'coinservice'],
    from: 'kda "Coin transfers and balances": CoinService.getBalance reads an account\'s KDA on one chain',
    explainedAt: ['/packages/kda#coin-transfers-and-balances'],
  },
];
