import { describe, expect, it } from 'vitest';
import { alikePackages } from './index';

const entry = (added: number, removed: number, changed: number, notCompared: number) => ({ title: 't', added, removed, changed, notCompared });

describe('alikePackages', () => {
  it('names only the packages whose comparison found nothing at all', () => {
    expect(
      alikePackages({
        'chainweb-client': entry(0, 0, 0, 0),
        crypto: entry(0, 3, 0, 0),
        signers: entry(1, 0, 0, 0),
        test: entry(0, 0, 2, 0),
      }),
    ).toEqual(['chainweb-client']);
  });

  it('never calls a package alike when some names could not be compared', () => {
    expect(alikePackages({ prelude: entry(0, 0, 0, 1) })).toEqual([]);
  });
});
