import { describe, expect, it } from 'vitest';
import { pickDirectory, pickOtherDirectory } from './version-directory';

describe('pickDirectory', () => {
  it('ranks the npm index with the npm directory and every other with main\'s', () => {
    expect(pickDirectory([{ routePath: '/intro' }, { routePath: '/npm/api/signers/' }], 'main', 'npm')).toBe('npm');
    expect(pickDirectory([{ routePath: '/intro' }, { routePath: '/api/signers/' }], 'main', 'npm')).toBe('main');
  });
  it('keeps main\'s in a one-version site', () => {
    expect(pickDirectory([{ routePath: '/npm/api/x' }], 'main', undefined)).toBe('main');
  });
});

describe('pickOtherDirectory', () => {
  it('gives the npm index main\'s directory and every other the npm one; nothing on a one-version site', () => {
    expect(pickOtherDirectory([{ routePath: '/npm/api/signers/' }], 'main', 'npm')).toEqual({ directory: 'main', name: 'main' });
    expect(pickOtherDirectory([{ routePath: '/api/signers/' }], 'main', 'npm')).toEqual({ directory: 'npm', name: 'npm' });
    expect(pickOtherDirectory([{ routePath: '/api/signers/' }], 'main', undefined)).toBeUndefined();
  });
});
