/** The benchmark's baseline config: plain Rspress 2 over the same content (./plain-rspress.config.ts says what it keeps). */
import path from 'node:path';

export const PLAIN_CONFIG = path.join(import.meta.dirname, 'plain-rspress.config.ts');
