import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedSourceUrl } from './registry-source';

const root = path.resolve('/tmp/tree/node_modules/@pact-toolbox');
const packages = [
  { name: 'transaction', version: '0.2.0', root: path.join(root, 'transaction') },
  { name: 'crypto', version: '0.2.0', root: path.join(root, 'crypto') },
];

describe('publishedSourceUrl', () => {
  it('points at the file of the exact published version, with the line', () => {
    expect(publishedSourceUrl(packages, path.join(root, 'transaction/dist/index.d.mts'), 42)).toBe(
      'https://unpkg.com/browse/@pact-toolbox/transaction@0.2.0/dist/index.d.mts#L42',
    );
  });
  it('gives no URL for a file outside the packages (a dependency), and does not mistake a name prefix for a folder', () => {
    expect(publishedSourceUrl(packages, '/tmp/tree/node_modules/@kadena/types/index.d.ts', 1)).toBeUndefined();
    expect(publishedSourceUrl([{ name: 'crypto', version: '0.2.0', root: path.join(root, 'cry') }], path.join(root, 'crypto/x.d.ts'), 1)).toBeUndefined();
  });
  it('refuses a version range, which would not pin the link', () => {
    expect(() => publishedSourceUrl([{ ...packages[0], version: '^0.2.0' }], path.join(root, 'transaction/a.d.ts'), 1)).toThrow(/@pact-toolbox\/transaction.*not an exact version/);
  });
});
