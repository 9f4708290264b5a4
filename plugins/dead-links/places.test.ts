import { describe, expect, it } from 'vitest';
import { linkPlaces, routeOfLink } from './places';

describe('linkPlaces', () => {
  it('finds inline links, reference definitions and href attributes to exactly that target', () => {
    const text = ['# Page', 'See [Docker](/setup/dockr) and [more](/setup/dockr#ports "t").', '', '[ref]: /setup/dockr', '<a href="/setup/dockr">x</a> [other](/setup/dockr-x)'].join('\n');
    expect(linkPlaces(text, '/setup/dockr')).toEqual([
      { line: 2, column: 14 },
      { line: 4, column: 8 },
      { line: 5, column: 10 },
    ]);
    expect(linkPlaces(text, '/setup/dockr#ports')).toEqual([{ line: 2, column: 39 }]);
  });

  it('finds nothing where the target is not written', () => {
    expect(linkPlaces('[a](/b)', '/c')).toEqual([]);
  });
});

describe('routeOfLink', () => {
  it('drops the hash, the query and a page file extension', () => {
    expect(routeOfLink('/setup/docker.mdx#ports')).toBe('/setup/docker');
    expect(routeOfLink('../packages/cli?x=1')).toBe('../packages/cli');
    expect(routeOfLink('/api/')).toBe('/api/');
  });
});
