import { describe, expect, it } from 'vitest';
import { parameterDefaults } from './release-defaults';

const source = `export class ChainwebClient {
  constructor(private config: Config, retries = 3) {}

  /** Submit and wait. */
  async submitAndWait(
    transaction: SignedTransaction,
    pollInterval = 5000,
    config?: RequestConfig,
  ): Promise<TransactionResult> {
    return wait(transaction, pollInterval, config);
  }

  poll(keys: string[], options = { veryLongOptionName: true, anotherLongOptionName: false }) {}
}

export const createClient = (url: string, chain = "0") => new ChainwebClient({ url, chain });
export function tagged({ a = 1 }: { a?: number } = {}, label = 'x') {}
`;

describe('parameterDefaults', () => {
  it('reads the initializers of the function declared on the line', () => {
    expect(Object.fromEntries(parameterDefaults(source, 5, 'submitAndWait'))).toEqual({ pollInterval: '5000' });
    expect(Object.fromEntries(parameterDefaults(source, 2, 'constructor'))).toEqual({ retries: '3' });
    expect(Object.fromEntries(parameterDefaults(source, 16, 'createClient'))).toEqual({ chain: '"0"' });
  });
  it('skips destructured parameters and values too long for a signature, and finds nothing on another line', () => {
    expect(Object.fromEntries(parameterDefaults(source, 17, 'tagged'))).toEqual({ label: "'x'" });
    expect(parameterDefaults(source, 13, 'poll').size).toBe(0);
    expect(parameterDefaults(source, 6, 'submitAndWait').size).toBe(0);
  });
});
