import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageNameAbove } from './declaring-package';

describe('packageNameAbove', () => {
  it('reads the name of the nearest package.json above a file\'s folder, skipping ones without a name', () => {
    const root = path.join(path.sep, 'tmp', 'declaring-test');
    const files: Record<string, string> = {
      [path.join(root, 'node_modules/@pact-toolbox/types/package.json')]: '{"name":"@pact-toolbox/types"}',
      [path.join(root, 'node_modules/@pact-toolbox/types/src/package.json')]: '{"type":"module"}',
    };
    const read = (f: string) => files[f];
    expect(packageNameAbove(path.join(root, 'node_modules/@pact-toolbox/types/src/deep'), read)).toBe('@pact-toolbox/types');
    expect(packageNameAbove(path.join(root, 'elsewhere'), read)).toBeUndefined();
  });
});
