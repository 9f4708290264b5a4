/** Readers' words for what the chainweb-client guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['read only', 'readonly', 'read table', 'read state', 'read data', 'read contract', 'query contract', 'without signing', 'view function', 'view call', 'eth call', 'callstatic', 'call static', 'free read', 'free reads', 'read for free', 'without spending gas', 'read without gas', 'local call', 'call local', 'local query', 'local endpoint', 'local request'],
    terms: ['local', 'dirtyread'],
    from: 'chainweb-client "Reading with local": the node runs the command against current state and throws the changes away (no gas, no signature); transaction dirtyRead',
    explainedAt: ['/packages/chainweb-client#reading-with-local'],
  },
  {
    reader: ['convenience', 'wrappers', 'one client', 'single client', 'bound helpers', 'bind helpers', 'pact value'],
    terms: ['helper', 'createclienthelpers'],
    from: 'chainweb-client "Helper functions": createClientHelpers binds dirtyReadOrFail, localOrFail and submitAndListen to one client',
    explainedAt: ['/packages/chainweb-client#helper-functions'],
  },
  {
    reader: ['estimate gas', 'gas estimate', 'gas estimation', 'estimategas', 'estimate fee'],
    terms: ['local'],
    from: 'chainweb-client "Reading with local": nothing is paid, but the result still reports the gas the command would have used (res.gas)',
    explainedAt: ['/packages/chainweb-client#reading-with-local'],
  },
  {
    reader: ['receipt', 'receipts', 'tx status', 'txstatus', 'transaction status', 'transaction state', 'transaction mined', 'until mined', 'until confirmed', 'wait confirmation', 'tx is mined', 'transaction is mined', 'gets mined', 'tx mined', 'wait for confirmation', 'wait for block', 'wait for the block', 'request key status', 'status by request key', 'poll status', 'status of request key', 'status of a request key', 'check request key', 'lookup request key', 'look up transaction', 'lookup transaction', 'find transaction', 'transaction by request key', 'tx result', 'transaction result', 'result by request key', 'result of a request key', 'result for a request key', 'payment status', 'payment arrived', 'payment received', 'payment confirmed', 'payment went through', 'confirm payment', 'confirm a payment', 'request key not found', 'look up request key', 'poll empty', 'poll returns empty', 'empty poll', 'poll empty object', 'request key lookup', 'lookup by request key', 'find by request key', 'several request keys', 'many request keys', 'multiple request keys', 'request keys at once', 'poll several', 'poll many', 'poll multiple', 'batch poll', 'transaction succeeded', 'tx succeeded', 'did it succeed', 'succeeded or failed', 'success or failure', 'transaction success', 'transaction failed or'],
    terms: ['submitandwait', 'poll', 'listen'],
    from: 'chainweb-client "Sending transactions": submitAndWait sends and polls until the result is in a block; poll, listen and getTransaction for a request key',
    explainedAt: ['/packages/chainweb-client#sending-transactions'],
  },
  {
    reader: ['finality', 'final payment', 'block confirmations', 'how many confirmations', 'number of confirmations', 'confirmation depth', 'block depth', 'reorg', 'reorgs', 'reorganization', 'reorganisation', 'chain reorg', 'orphaned block', 'blocks on top', 'settled', 'settlement'],
    terms: ['confirmations', 'blockheight'],
    from: 'chainweb-client "How many confirmations does it wait for?": submitAndWait returns the first result /poll gives (one block); compare metaData.blockHeight with getChainInfo height to wait for more',
    explainedAt: ['/packages/chainweb-client#confirmations'],
  },
  {
    reader: ['in one go', 'in one request', 'one request', 'airdrop', 'bulk send', 'bulk submit', 'bulk transfer', 'mass transfer', 'multisend', 'in parallel', 'parallel transactions', 'concurrent transactions', 'lots of transactions', 'send many transactions', 'send multiple transactions', 'submit many', 'submit several', 'many transfers', 'multiple transfers', 'several transfers', 'payouts', 'many payouts', 'bulk payouts', 'mass payout', 'many transfers at once', 'in bulk', 'transactions in bulk', 'send in bulk'],
    terms: ['submitbatch', 'batches'],
    from: 'chainweb-client "Batches": submitBatch sends many signed transactions in groups (batchSize) and waits for all results',
    explainedAt: ['/packages/chainweb-client#batches'],
  },
  {
    reader: ['wait longer', 'waits longer', 'longer wait', 'longer timeout', 'increase timeout', 'raise timeout', 'more time', 'http timeout', 'request timeout', 'fetch timeout'],
    terms: ['pollinterval', 'timeout'],
    from: 'chainweb-client "Timeouts, polling and retries": timeout per request (30 s), polling every pollInterval (5000 ms) for 60 attempts; a longer pollInterval waits longer',
    explainedAt: ['/packages/chainweb-client#timeouts-polling-and-retries'],
  },
  {
    reader: ['never returns', 'never resolves', 'does not return', 'doesnt return', 'never finishes', 'never completes', 'waits forever', 'hangs forever'],
    terms: ['timeouts', 'polling'],
    from: 'chainweb-client "Timeouts, polling and retries": submitAndWait and listen poll until the result is in a block, 60 attempts of pollInterval; docker "On-demand mining": a DevNet mines when asked',
    explainedAt: ['/packages/chainweb-client#timeouts-polling-and-retries', '/setup/docker#on-demand-mining'],
  },
  {
    reader: ['exponential backoff', 'backoff', 'back off'],
    terms: ['retries', 'withretry'],
    from: 'chainweb-client "Timeouts, polling and retries": nothing is retried apart from polling; a withRetry wrapper deciding by error code, waiting 500 ms × attempt',
    explainedAt: ['/packages/chainweb-client#timeouts-polling-and-retries'],
  },
  {
    reader: ['block by height', 'get block', 'fetch block', 'read block', 'block header', 'block headers', 'header stream', 'header updates', 'block payload', 'block payloads', 'payload outputs', 'block range', 'range of blocks', 'walk blocks', 'new blocks', 'follow blocks', 'every transaction in a block', 'transactions in a block', 'indexer', 'index the chain', 'chain indexer'],
    terms: ['cut', 'endpoints'],
    from: 'chainweb-client "Node information", "Blocks": the client reads the cut and nothing deeper, no block header, payload, range or header-stream method; an indexer calls the node block endpoints with fetch under the getCut prefix',
    explainedAt: ['/packages/chainweb-client#node-information'],
  },
  {
    reader: ['custom fetch', 'own fetch', 'fetch implementation', 'http agent', 'keep alive', 'keepalive', 'mock fetch', 'stub fetch', 'cache results', 'caching results', 'cashing results', 'client cache', 'response cache', 'cached responses', 'does it cache'],
    terms: ['global', 'headers'],
    from: 'chainweb-client "NetworkConfig options": no option for a fetch of your own or an HTTP agent, every request goes through the global fetch; headers is the only transport option',
    explainedAt: ['/packages/chainweb-client#networkconfig-options'],
  },
  {
    reader: ['result interface', 'result shape', 'shape of the result', 'command result', 'commandresult', 'icommandresult', 'response type', 'response shape', 'result fields', 'tx result type', 'transaction result type'],
    terms: ['transactionresult', 'localresult'],
    from: 'chainweb-client "Results": a table of each method\'s result type and its fields (TransactionResult: reqKey, result, gas, logs, events, txId, continuation, metaData)',
    explainedAt: ['/packages/chainweb-client#results'],
  },
  {
    reader: ['select from table', 'query table', 'query a table', 'table rows', 'read rows', 'list rows', 'all rows', 'query rows', 'fetch rows'],
    terms: ['keys', 'local'],
    from: 'chainweb-client "Reading with local": read a contract table through one of its module\'s reading functions (the guestbook\'s get-entries maps keys over its table) in a local call, or the generated function\'s dirtyRead',
    explainedAt: ['/packages/chainweb-client#reading-with-local'],
  },
  {
    reader: ['latest block number', 'block number', 'latest block', 'chain tip', 'chain head', 'sync status', 'node status', 'block height', 'current height', 'chain height', 'current block height', 'block heights'],
    terms: ['cut', 'height', 'healthcheck'],
    from: 'chainweb-client "Node information": getCut (a height and a hash per chain), healthCheck; "Reading with local": the block height read with chain-data',
    explainedAt: ['/packages/chainweb-client#node-information', '/packages/chainweb-client#reading-with-local'],
  },
  {
    reader: ['ethers provider', 'web3 provider', 'rpc provider', 'json rpc', 'jsonrpc', 'viem client', 'public client', 'web3js', 'http client', 'rest client'],
    terms: ['chainwebclient', 'rpcurl'],
    from: 'chainweb-client "Creating a client": new ChainwebClient({ networkId, chainId, rpcUrl }), bound to one network and one chain',
    explainedAt: ['/packages/chainweb-client#creating-a-client'],
  },
  {
    reader: ['rpc endpoint', 'rpc endpoints', 'node url', 'node endpoint', 'custom rpc', 'endpoint url'],
    terms: ['rpcurl'],
    from: 'chainweb-client "Creating a client": rpcUrl returns the base URL of a chain\'s Pact API; transaction "Without a plugin": rpcUrl is a template filled with {networkId} and {chainId}',
    explainedAt: ['/packages/chainweb-client#creating-a-client', '/packages/transaction#without-a-plugin'],
  },

  {
    reader: ['transaction rejected', 'rejection reason', 'failure reason', 'why rejected', 'network id mismatch', 'networkid mismatch', 'wrong network id', 'wrong networkid', 'invalid network id'],
    terms: ['errors', 'chainwebclienterror'],
    from: 'chainweb-client "Errors": a failure result becomes an Error with Pact\'s error as JSON; HTTP and network failures are ChainwebClientError with a code (HTTP_ERROR carries the node\'s reason, such as a wrong network id); transaction "Errors"',
    explainedAt: ['/packages/chainweb-client#errors', '/packages/transaction#errors'],
  },
  {
    reader: ['mainnet endpoint', 'mainnet url', 'mainnet host', 'mainnet address', 'mainnet node', 'connect to mainnet', 'testnet endpoint', 'testnet url', 'testnet host', 'testnet address', 'testnet node', 'connect to testnet'],
    terms: ['factory', 'chainweb'],
    from: 'chainweb-client "Factory functions": createTestnetClient and createMainnetClient with their hosts; network "Testnet and Mainnet": the config factories, and the mainnet host known issue',
    explainedAt: ['/packages/chainweb-client#factory-functions', '/packages/network#testnet-and-mainnet'],
  },
  {
    reader: ['decimal precision', 'decimal vs number', 'decimals in results', 'decimal in result', 'decimal format', 'int format', 'integer format', 'pact integer', 'pact integers', 'int object', 'bigint', 'float precision', 'lose precision', 'precision loss', 'number format', 'numbers in results', 'amount precision'],
    terms: ['stable', 'safe'],
    from: 'chainweb-client "Results", "Numbers in results": the client converts nothing; Pact 5 writes integers as { int } and decimals as a JSON number when the digits form a safe integer, else { decimal }',
    explainedAt: ['/packages/chainweb-client#results'],
  },
  {
    reader: ['gas used', 'gas consumed', 'gas report', 'gas spent'],
    terms: ['results', 'transactionresult'],
    from: 'chainweb-client "Results": LocalResult and TransactionResult carry gas, logs and events beside result',
    explainedAt: ['/packages/chainweb-client#results'],
  },
  {
    reader: ['transaction events', 'tx events', 'contract events', 'pact events', 'event log', 'event logs', 'read events', 'subscribe to events', 'event listener', 'transfer events', 'show events', 'events in the ui', 'events after', 'events from', 'listen to events', 'listen events', 'listen for events', 'listen for contract events'],
    terms: ['events', 'emit'],
    from: 'chainweb-client "Events": what emits an event (managed or @event capabilities, emit-event), the events field of each result, and no subscription',
    explainedAt: ['/packages/chainweb-client#events'],
  },
  {
    reader: ['relay signed', 'relay tx', 'relay transaction', 'forward signed', 'already signed', 'presigned', 'pre signed'],
    terms: ['send', 'submit'],
    from: 'chainweb-client "Sending transactions": send posts signed commands to /send and returns request keys; submitAndWait polls for the result',
    explainedAt: ['/packages/chainweb-client#sending-transactions'],
  },
  {
    reader: ['doesnt throw', "doesn't throw", 'does not throw', 'dont throw', 'wont throw', 'no exception', 'no error thrown', 'not throwing'],
    terms: ['failure', 'status'],
    from: 'chainweb-client "Reading with local": a Pact-level failure is not thrown, it comes back as result.status "failure" with result.error; only transport problems throw ("Errors")',
    explainedAt: ['/packages/chainweb-client#reading-with-local', '/packages/chainweb-client#errors'],
  },
  {
    reader: ['idempotency', 'idempotent', 'duplicate transaction', 'duplicate submit', 'double submit', 'submitted twice', 'sent twice', 'send twice', 'submit twice', 'resubmit', 'resubmitting', 'retry transaction', 'retry a transaction', 'double payout', 'double payment', 'paid twice'],
    terms: ['resending', 'duplicate'],
    from: 'chainweb-client "Resending after an error": the same signed transaction keeps its request key (its hash) and runs once; a dispatcher called again builds a new nonce, so a new transaction that can run twice',
    explainedAt: ['/packages/chainweb-client#resending'],
  },
  {
    reader: ['node unreachable', 'node is unreachable', 'node is down', 'node down', 'node not reachable', 'node offline', 'node is offline', 'failed to fetch', 'fetch failed', 'cors', 'cors error', 'blocked by cors'],
    terms: ['refused', 'dns'],
    from: 'chainweb-client "Errors": NETWORK_ERROR when fetch itself fails (DNS, refused connection, CORS in the browser), TIMEOUT when a request is aborted',
    explainedAt: ['/packages/chainweb-client#errors'],
  },
  {
    reader: ['backup node', 'fallback node', 'another node', 'other node', 'secondary node', 'failover', 'fail over'],
    terms: ['switching', 'rpcurl'],
    from: 'chainweb-client "Switching chain or network": a client for another node or network; "Creating a client": rpcUrl',
    explainedAt: ['/packages/chainweb-client#switching-chain-or-network', '/packages/chainweb-client#creating-a-client'],
  },
  {
    reader: ['without paying gas', 'without paying', 'without gas', 'pay no gas', 'no gas fee', 'free of charge', 'for free'],
    terms: ['local', 'costs'],
    from: 'chainweb-client "Reading with local": the node runs the command against current state and throws the changes away, so it costs nothing: no gas is paid',
    explainedAt: ['/packages/chainweb-client#reading-with-local'],
  },
  {
    reader: ['rate limit', 'rate limited', 'rate limiting', 'ratelimit', 'throttle', 'throttled', 'throttling', 'too many requests', '429', 'http 429'],
    terms: ['retried', 'retries'],
    from: 'chainweb-client "Timeouts, polling and retries": apart from the polling loop nothing is retried; a 429 is an HTTP_ERROR with status 429 and Retry-After is not read (run); wrap the call and retry 429 and 5xx with a backoff',
    explainedAt: ['/packages/chainweb-client#timeouts-polling-and-retries'],
  },
];
