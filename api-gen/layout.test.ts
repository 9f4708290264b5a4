import { describe, expect, it } from 'vitest';
import { errorsPackageFile, errorsPageOf, isErrorsIndexRoute, isErrorsRoute } from './layout';

describe('error reference pages', () => {
  it('names a package\'s first page by the package, later ones by part', () => {
    expect(errorsPackageFile('network')).toBe('errors/network.md');
    expect(errorsPackageFile('wallet-adapters', 2)).toBe('errors/wallet-adapters-part-2.md');
  });

  it('reads the package and part back from a path, with or without .md', () => {
    for (const [name, part] of [['network', 1], ['wallet-adapters', 3], ['node-utils', 1]] as const) {
      expect(errorsPageOf(errorsPackageFile(name, part))).toEqual({ packageName: name, part });
      expect(errorsPageOf(errorsPackageFile(name, part).replace(/\.md$/, ''))).toEqual({ packageName: name, part });
    }
    expect(errorsPageOf('errors')).toBeUndefined();
    expect(errorsPageOf('network/functions/x')).toBeUndefined();
  });

  it('tells the reference\'s routes in both versions', () => {
    expect(isErrorsRoute('/api/errors')).toBe(true);
    expect(isErrorsRoute('/npm/api/errors/network-part-2')).toBe(true);
    expect(isErrorsRoute('/api/errors-x')).toBe(false);
    expect(isErrorsIndexRoute('/api/errors')).toBe(true);
    expect(isErrorsIndexRoute('/npm/api/errors')).toBe(true);
    expect(isErrorsIndexRoute('/api/errors/network')).toBe(false);
    expect(isErrorsIndexRoute('/guide/errors')).toBe(false);
  });
});
