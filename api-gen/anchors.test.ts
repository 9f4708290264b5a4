import { describe, expect, it } from 'vitest';
import { memberAnchor } from './anchors';

describe('memberAnchor', () => {
  it('points a property at its table row anchor, in lower case', () => {
    expect(memberAnchor('rpcUrl', true)).toBe('property-rpcurl');
    // A well-known-symbol property: TypeDoc's slug drops the brackets (a link to #property-[tostringtag] was broken).
    expect(memberAnchor('[toStringTag]', true)).toBe('property-tostringtag');
  });
  it('points a method at its heading id', () => {
    expect(memberAnchor('forChain', false)).toBe('forchain');
    expect(memberAnchor('constructor', false)).toBe('constructor');
  });
});
