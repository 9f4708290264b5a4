/** Readers' words for what the coming-from-kadena-client guide page teaches (rules in config/search-guide-concepts.ts). */
import type { GuideConcept } from '../search-vocabulary';

export const CONCEPTS: readonly GuideConcept[] = [
  {
    reader: ['pact lang api', 'pactlangapi', 'kadena js', 'kadenajs', 'kadena sdk'],
    terms: ['maps', 'client'],
    from: 'coming-from-kadena-client "What maps to what": the names of @kadena/client (Pact.builder, createClient, createSignWith…) beside the toolkit\'s',
    explainedAt: ['/getting-started/coming-from-kadena-client#what-maps-to-what'],
  },
  {
    reader: ['cross chain transfer', 'cross chain transfers', 'crosschain transfer', 'crosschain transfers', 'cross chain transaction', 'transfer across chains', 'transfer between chains', 'move kda between chains', 'move kda from chain', 'kda from chain', 'from chain 0 to chain', 'chain to chain', 'to another chain', 'move coins', 'coins from one chain', 'from one chain to another', 'one chain to another', 'coins between chains', 'tokens between chains'],
    terms: ['spv', 'continuation'],
    from: 'coming-from-kadena-client "What has no counterpart": no toolkit function fetches an SPV proof; a cross-chain continuation takes it in its proof field; transaction "Building a transaction": continuation() continues a defpact',
    explainedAt: ['/packages/kda#cross-chain-transfers', '/getting-started/coming-from-kadena-client#what-has-no-counterpart', '/packages/transaction#building-a-transaction'],
  },
  {
    reader: ['side by side', 'toolbox together', 'use together', 'used together', 'coexist', 'gradual migration', 'migrate gradually', 'mix kadena client', 'kadena client together', 'both libraries', 'use both', 'another library', 'other library', 'interop', 'interoperate', 'interoperability', 'compatible with kadena client'],
    terms: ['both', 'icommand'],
    from: 'coming from @kadena/client "Using both side by side": both send Chainweb\'s { cmd, hash, sigs }; a command from one library was sent with the other, both ways, in our run',
    explainedAt: ['/getting-started/coming-from-kadena-client#side-by-side'],
  },
  {
    reader: ['pact builder', 'port builder code', 'port from kadena client', 'replace kadena client', 'kadena client code'],
    terms: ['execution', 'builders'],
    from: 'coming-from-kadena-client "Building a command": Pact.builder calls beside execution(code) and the with… methods, finished by build() or sign()',
    explainedAt: ['/getting-started/coming-from-kadena-client#building-a-command'],
  },
];
