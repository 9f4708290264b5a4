import { DeclarationReflection, ReflectionCategory, ReflectionGroup, ReflectionKind, SignatureReflection, Comment } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { memberRows, memberSummaryTable, propertyIsRow, withMemberSummary } from './member-summary';

function classWithMembers(): DeclarationReflection {
  const cls = new DeclarationReflection('Client', ReflectionKind.Class);
  const method = new DeclarationReflection('forChain', ReflectionKind.Method, cls);
  const sig = new SignatureReflection('forChain', ReflectionKind.CallSignature, method);
  sig.comment = new Comment([{ kind: 'text', text: 'Create a client for a different chain. The old one stays.' }]);
  method.signatures = [sig];
  const prop = new DeclarationReflection('rpcUrl', ReflectionKind.Property, cls);
  const ctor = new DeclarationReflection('constructor', ReflectionKind.Constructor, cls);
  cls.children = [method, prop, ctor];
  cls.groups = [group('Constructors', cls, [ctor]), group('Properties', cls, [prop]), group('Methods', cls, [method])];
  return cls;
}

function group(title: string, owner: DeclarationReflection, children: DeclarationReflection[]): ReflectionGroup {
  const g = new ReflectionGroup(title, owner);
  g.children = children;
  return g;
}

describe('member summary', () => {
  it('lists every member in page order with its anchor, kind and first sentence', () => {
    expect(memberRows(classWithMembers())).toEqual([
      { label: 'constructor', anchor: 'constructor', kind: 'constructor', summary: '' },
      { label: 'rpcUrl', anchor: 'property-rpcurl', kind: 'property', summary: '' },
      { label: 'forChain()', anchor: 'forchain', kind: 'method', summary: 'Create a client for a different chain.' },
    ]);
    expect(memberRows(new DeclarationReflection('f', ReflectionKind.Function))).toEqual([]);
  });
  it('links a property to its heading where the page has no properties table: members by category, or a group of mixed kinds', () => {
    const cls = classWithMembers();
    const [method, prop] = cls.children!;
    expect(propertyIsRow(cls, prop)).toBe(true);
    const category = new ReflectionCategory('attributes');
    category.children = [prop, method];
    cls.categories = [category];
    expect(propertyIsRow(cls, prop)).toBe(false);
    expect(memberRows(cls).find((r) => r.kind === 'property')?.anchor).toBe('rpcurl');
    cls.categories = undefined;
    cls.groups = [group('lifecycle', cls, [prop, method])];
    expect(memberRows(cls).find((r) => r.kind === 'property')?.anchor).toBe('rpcurl');
  });
  it('writes a table of linked names with badges, and drops the description column when no member has one', () => {
    const table = memberSummaryTable(memberRows(classWithMembers()));
    expect(table).toContain('| [`forChain()`](#forchain) <span class="pt-kind pt-kind-method">method</span> | Create a client for a different chain. |');
    expect(memberSummaryTable([{ label: 'x', anchor: 'property-x', kind: 'property', summary: '' }])).not.toContain('Description');
  });
  it('goes before the first member section', () => {
    expect(withMemberSummary('# C\n\nText.\n\n## Extends\n\n- B\n\n## Methods\n\n### m()', 'TABLE')).toBe('# C\n\nText.\n\n## Extends\n\n- B\n\nTABLE\n\n## Methods\n\n### m()');
    expect(withMemberSummary('# C', '')).toBe('# C');
  });
});
