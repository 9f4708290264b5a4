import { describe, expect, it } from 'vitest';
import { ReferenceType } from 'typedoc';
import { externalReference, isLibFile, libOwner, mdnUrl } from './lib-members';

describe('members inherited from TypeScript\'s lib', () => {
  it('knows TypeScript\'s lib files wherever the build put them', () => {
    expect(isLibFile('/work/x/node_modules/typescript/lib/lib.es5.d.ts')).toBe(true);
    expect(isLibFile('/work/x/node_modules/typescript/lib/lib.es2015.iterable.d.ts')).toBe(true);
    expect(isLibFile('/work/x/node_modules/@pact-toolbox/crypto/dist/index.d.mts')).toBe(false);
  });
  it('names the lib interface declaring a line', () => {
    const text = 'interface Error {\n    name: string;\n    message: string;\n}\n\ninterface Uint8Array<T> {\n    readonly buffer: T;\n}\n';
    expect(libOwner(text, 3)).toBe('Error');
    expect(libOwner(text, 7)).toBe('Uint8Array');
    expect(libOwner('// nothing\n', 1)).toBeUndefined();
  });
  it('links MDN\'s page of the member (typed arrays on TypedArray, symbols by name, the constructor on the global)', () => {
    const base = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/';
    expect(mdnUrl('Error', 'message')).toBe(`${base}Error/message`);
    expect(mdnUrl('Error', 'constructor')).toBe(`${base}Error/Error`);
    expect(mdnUrl('Uint8Array', 'byteLength')).toBe(`${base}TypedArray/byteLength`);
    expect(mdnUrl('Uint8Array', '[iterator]')).toBe(`${base}TypedArray/Symbol.iterator`);
    expect(mdnUrl('IterableIterator', 'next')).toBeUndefined();
  });
  it('shows such a reference as its name linked, and leaves every other reference to the theme', () => {
    const ref = ReferenceType.createBrokenReference('Error.message', undefined as never, undefined);
    expect(externalReference(ref)).toBeUndefined();
    ref.externalUrl = 'https://developer.mozilla.org/x';
    expect(externalReference(ref)).toBe('[`Error.message`](https://developer.mozilla.org/x)');
    expect(externalReference('Error')).toBeUndefined();
  });
});
