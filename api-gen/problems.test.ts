import { describe, expect, it } from 'vitest';
import { classifyFetchError, formatProblem } from './problems';

describe('classifyFetchError', () => {
  const spec = '@pact-toolbox/network@0.4.0';
  it('explains a missing version', () => {
    const r = classifyFetchError(Object.assign(new Error('404 Not Found'), { code: 'E404' }), spec);
    expect(r.cause).toContain('not on the registry');
    expect(r.fix).toContain('api-gen/manifest.json');
  });
  it('explains an unreachable registry', () => {
    const r = classifyFetchError(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }), spec);
    expect(r.cause).toContain('unreachable');
    expect(r.fix).toContain('.cache/api-gen');
  });
  it('explains a bad integrity', () => {
    expect(classifyFetchError(Object.assign(new Error('sha512 mismatch'), { code: 'EINTEGRITY' }), spec).cause).toContain('integrity');
  });
  it('formats one line naming package, cause and fix', () => {
    const line = formatProblem({ packageName: 'network', stage: 'fetch', cause: 'boom', fix: 'do this' });
    expect(line).toBe('api-gen: network: boom. Fix: do this');
    expect(line.split('\n')).toHaveLength(1);
  });
});
