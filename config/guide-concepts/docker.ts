/** Readers' words for what the docker guide page teaches (see config/search-guide-concepts.ts for the rules). */
import type { GuideConcept } from '../search-guide-concepts';

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
];
