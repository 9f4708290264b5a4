import { describe, expect, it } from 'vitest';
import { npmError } from './run';

describe('npmError', () => {
  it('keeps the code and the reason, and names the missing package instead of the registry address', () => {
    const stderr = ['npm error code E404', 'npm error 404 Not Found - GET https://registry.example/@pact-toolbox%2fconfig - Not found', 'npm error A complete log of this run can be found in: /x'].join('\n');
    expect(npmError(stderr)).toBe('E404: 404 Not Found: @pact-toolbox/config - Not found');
  });
});
