/**
 * What does the job on main of an export the npm release has and main removed: reviewed data, one entry per npm
 * name. Each was read in both versions' code (the npm release's dist files, main's source at the pinned commit)
 * and only names that do the same job are listed; an npm name with nothing equivalent on main has no entry.
 * The change pages list it beside the removed name, the npm symbol page says it under its mark, and the version
 * menu takes a reader there (api-gen/versions/replacements.ts). `npx tsx scripts/check-version-facts.ts` holds
 * every entry to the inputs again: the npm name is removed, the main name exported, `source` the line that
 * defines it.
 *
 * Confirmed by running both versions (2026-11-30): `createKeyPairSignerFromBase16PrivateKey(hex)` and
 * `KeyPairSigner.fromPrivateKeyHex(hex)` give the same address; npm's `base16.encode('0aff')` and main's
 * `hex.decode('0aff')` give the same bytes (encode and decode swapped sides).
 */
import type { MainReplacement } from '../api-gen/versions/replacements';

export const REPLACEMENTS_ON_MAIN: readonly MainReplacement[] = [
  // @pact-toolbox/signers: the factory functions became static methods of the signer classes.
  { pkg: 'signers', npm: 'createKeyPairSignerFromBase16PrivateKey', main: 'KeyPairSigner.fromPrivateKeyHex', note: 'Same arguments (hex key, extractable?); still async; returns a KeyPairSigner instance.', source: 'packages/signers/src/signer.ts:46' },
  { pkg: 'signers', npm: 'createKeyPairSignerFromBytes', main: 'KeyPairSigner.fromBytes', note: 'Same arguments; still async.', source: 'packages/signers/src/signer.ts:36' },
  { pkg: 'signers', npm: 'createKeyPairSignerFromPrivateKeyBytes', main: 'KeyPairSigner.fromPrivateKeyBytes', note: 'Same arguments; still async.', source: 'packages/signers/src/signer.ts:41' },
  { pkg: 'signers', npm: 'createSignerFromKeyPair', main: 'KeyPairSigner.fromKeyPair', note: 'Takes the CryptoKeyPair; still async.', source: 'packages/signers/src/signer.ts:26' },
  { pkg: 'signers', npm: 'generateKeyPairSigner', main: 'KeyPairSigner.generate', note: 'No arguments; still async.', source: 'packages/signers/src/signer.ts:31' },
  { pkg: 'signers', npm: 'createNoopSigner', main: 'NoopSigner', note: 'Write `new NoopSigner(address)`.', source: 'packages/signers/src/signer.ts:76' },
  { pkg: 'signers', npm: 'PactCommandSigner', main: 'Signer', note: 'An address and signPactCommands, with keyPair and signMessages optional.', source: 'packages/signers/src/types.ts:19' },
  { pkg: 'signers', npm: 'isPactCommandSigner', main: 'isSigner', note: 'Also asks for an address.', source: 'packages/signers/src/signer.ts:104' },
  { pkg: 'signers', npm: 'assertIsPactCommandSigner', main: 'assertIsSigner', note: 'Throws "Value is not a Signer".', source: 'packages/signers/src/types.ts:31' },
  { pkg: 'signers', npm: 'BaseSignerConfig', main: 'SignerConfig', note: 'The same optional abortSignal.', source: 'packages/signers/src/types.ts:14' },
  { pkg: 'signers', npm: 'BaseTransactionSignerConfig', main: 'SignerConfig', note: 'The same optional abortSignal.', source: 'packages/signers/src/types.ts:14' },
  { pkg: 'signers', npm: 'MessageSignerConfig', main: 'SignerConfig', note: 'The same optional abortSignal.', source: 'packages/signers/src/types.ts:14' },
  { pkg: 'signers', npm: 'PactCommandSignerConfig', main: 'SignerConfig', note: 'The same optional abortSignal.', source: 'packages/signers/src/types.ts:14' },

  // @pact-toolbox/network: renamed, and the network starts unless told not to.
  { pkg: 'network', npm: 'createPactToolboxNetwork', main: 'createNetwork', note: 'Starts the network unless `autoStart: false` (npm started it only with `autoStart: true`).', source: 'packages/network/src/network.ts:220' },
  { pkg: 'network', npm: 'LocalDevNetNetwork', main: 'DevNetNetwork', note: 'The constructor takes (config, client, logger?).', source: 'packages/network/src/networks/devnet.ts:27' },
  { pkg: 'network', npm: 'StartLocalNetworkOptions', main: 'NetworkOptions', note: 'isDetached and isStateless are now detached and stateless.', source: 'packages/network/src/network.ts:23' },
  { pkg: 'network', npm: 'ToolboxNetworkApi', main: 'NetworkApi', note: 'isOk is now isHealthy, getServicePort getPort, getNodeServiceUrl getRpcUrl.', source: 'packages/network/src/types.ts:27' },
  { pkg: 'network', npm: 'ToolboxNetworkStartOptions', main: 'NetworkStartOptions', note: 'isDetached and isStateless are now detached and stateless; no conflictStrategy.', source: 'packages/network/src/types.ts:15' },

  // @pact-toolbox/prelude and @pact-toolbox/script: renamed types.
  { pkg: 'prelude', npm: 'PactPrelude', main: 'PreludeDefinition', note: 'A declarative object (id, version, repository, deploymentGroups) in place of the npm interface.', source: 'packages/prelude/src/types.ts:55' },
  { pkg: 'script', npm: 'ToolboxScript', main: 'Script', source: 'packages/script/src/runner.ts:55' },
  { pkg: 'script', npm: 'ToolboxScriptContext', main: 'ScriptContext', note: 'Adds chainId, wallet and the signer in use.', source: 'packages/script/src/script-context.ts:11' },
  { pkg: 'script', npm: 'ToolboxScriptOptions', main: 'ScriptOptions', source: 'packages/script/src/runner.ts:18' },

  // @pact-toolbox/crypto: plain functions and objects in place of codecs. An npm codec's encode takes the text and
  // returns bytes; main's objects encode bytes into text, so encode and decode trade places.
  { pkg: 'crypto', npm: 'getBase16Encoder', main: 'fromHex', note: '`getBase16Encoder().encode(text)` becomes `fromHex(text)`.', source: 'packages/crypto/src/encoding.ts:96' },
  { pkg: 'crypto', npm: 'getBase16Decoder', main: 'toHex', note: '`getBase16Decoder().decode(bytes)` becomes `toHex(bytes)`.', source: 'packages/crypto/src/encoding.ts:72' },
  { pkg: 'crypto', npm: 'getBase16Codec', main: 'hex', note: 'Encode and decode trade places: `hex.encode(bytes)` gives text.', source: 'packages/crypto/src/encoding.ts:358' },
  { pkg: 'crypto', npm: 'base16', main: 'hex', note: 'Encode and decode trade places: `base16.encode(text)` becomes `hex.decode(text)`.', source: 'packages/crypto/src/encoding.ts:358' },
  { pkg: 'crypto', npm: 'getBase64Encoder', main: 'fromBase64', source: 'packages/crypto/src/encoding.ts:175' },
  { pkg: 'crypto', npm: 'getBase64Decoder', main: 'toBase64', source: 'packages/crypto/src/encoding.ts:149' },
  { pkg: 'crypto', npm: 'getBase64Codec', main: 'base64', note: 'Encode and decode trade places: `base64.encode(bytes)` gives text.', source: 'packages/crypto/src/encoding.ts:371' },
  { pkg: 'crypto', npm: 'getBase64UrlEncoder', main: 'fromBase64Url', source: 'packages/crypto/src/encoding.ts:252' },
  { pkg: 'crypto', npm: 'getBase64UrlDecoder', main: 'toBase64Url', source: 'packages/crypto/src/encoding.ts:233' },
  { pkg: 'crypto', npm: 'getBase64UrlCodec', main: 'base64url', note: 'Lower-case "url"; encode and decode trade places.', source: 'packages/crypto/src/encoding.ts:384' },
  { pkg: 'crypto', npm: 'base64Url', main: 'base64url', note: 'Lower-case "url"; `base64Url.encode(text)` becomes `base64url.decode(text)`.', source: 'packages/crypto/src/encoding.ts:384' },
  { pkg: 'crypto', npm: 'getUtf8Encoder', main: 'toUtf8', source: 'packages/crypto/src/encoding.ts:311' },
  { pkg: 'crypto', npm: 'getUtf8Decoder', main: 'fromUtf8', note: 'Throws on bytes that are not UTF-8.', source: 'packages/crypto/src/encoding.ts:335' },
  { pkg: 'crypto', npm: 'getUtf8Codec', main: 'utf8', note: 'Same direction as before: `utf8.encode(text)` gives bytes.', source: 'packages/crypto/src/encoding.ts:397' },
  { pkg: 'crypto', npm: 'getAddressEncoder', main: 'addressToBytes', source: 'packages/crypto/src/address.ts:138' },
  { pkg: 'crypto', npm: 'getAddressDecoder', main: 'bytesToAddress', note: 'Takes exactly 32 bytes.', source: 'packages/crypto/src/address.ts:155' },
  { pkg: 'crypto', npm: 'getAddressCodec', main: 'addressToBytes', note: 'Encode with addressToBytes, decode with bytesToAddress.', source: 'packages/crypto/src/address.ts:138' },
];
