import { describe, expect, it } from 'vitest';
import { isShippedSource, mappedPath, mappedSources } from './sources';

describe('isShippedSource', () => {
  it('keeps source files and drops tests, test helpers and declarations', () => {
    expect(['src/client.ts', 'src/ui/modal.tsx', 'packages/x/src/a.mts', 'packages/test/src/createTestEnv.ts'].every(isShippedSource)).toBe(true);
    expect(['src/client.test.ts', 'src/a.spec.tsx', 'src/__tests__/a.ts', 'src/test-utils/h.ts', 'src/tests/h.ts', 'src/index.d.ts', 'src/a.js'].some(isShippedSource)).toBe(false);
  });
});

describe('mappedSources', () => {
  it('reads the TypeScript a package\'s source maps carry, each file once, paths from src/', () => {
    const map = (sources: string[], contents: (string | null)[]) => JSON.stringify({ version: 3, sources, sourcesContent: contents, mappings: '' });
    const files = mappedSources('client', [
      map(['../src/client.ts', '../src/client.test.ts', '../../node_modules/x/index.js'], ['a', 'b', 'c']),
      map(['../src/client.ts', '../src/types.ts'], ['a again', null]),
      'not json',
    ]);
    expect(files).toEqual([{ packageName: 'client', file: '@pact-toolbox/client/src/client.ts', text: 'a' }]);
  });

  it('turns a map\'s source path into one inside the package', () => {
    expect(mappedPath('../src/a/b.ts')).toBe('src/a/b.ts');
    expect(mappedPath('webpack://x/./src/c.ts')).toBe('src/c.ts');
    expect(mappedPath('../lib/c.js')).toBeUndefined();
  });
});
