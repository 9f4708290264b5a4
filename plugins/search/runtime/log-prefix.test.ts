import { describe, expect, it } from 'vitest';
import { withoutLogPrefix } from './log-prefix';

describe('withoutLogPrefix', () => {
  it('drops the timestamp and level a log line puts before the message', () => {
    expect(withoutLogPrefix("2025-03-02T03:14:07.512Z [error] Network 'testnet' is not a local network")).toBe("Network 'testnet' is not a local network");
    expect(withoutLogPrefix('[12:04:31] ERROR: Pact is not installed')).toBe('Pact is not installed');
    expect(withoutLogPrefix('npm ERR! 404 Not Found - GET https://registry.npmjs.org/@pact-toolbox%2fconfig')).toBe('404 Not Found - GET https://registry.npmjs.org/@pact-toolbox%2fconfig');
    expect(withoutLogPrefix('2026-01-05 10:00:00 WARN Request timed out after 30000ms')).toBe('Request timed out after 30000ms');
  });
  it('leaves a query with no such prefix, or nothing but one, as typed', () => {
    expect(withoutLogPrefix('error handling in tests')).toBe('error handling in tests');
    expect(withoutLogPrefix('Error: Pact is not installed')).toBe('Error: Pact is not installed');
    expect(withoutLogPrefix('[error]')).toBe('[error]');
    expect(withoutLogPrefix('4.13 pact version')).toBe('4.13 pact version');
  });
  it('reads a level word given a value as an environment variable, not a level', () => {
    expect(withoutLogPrefix('DEBUG=1')).toBe('DEBUG=1');
    expect(withoutLogPrefix('DEBUG = 1 pnpm test')).toBe('DEBUG = 1 pnpm test');
    expect(withoutLogPrefix('DEBUG: Pact is not installed')).toBe('Pact is not installed');
  });
});
