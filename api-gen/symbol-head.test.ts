import { DeclarationReflection, FileRegistry, IntrinsicType, ProjectReflection, ReferenceType, ReflectionKind } from 'typedoc';
import { describe, expect, it } from 'vitest';
import {
  declarationBlock,
  importBlock,
  importLine,
  isTypeOnly,
  reexportNote,
  relationsMarkup,
  relationsOf,
  symbolPage,
  withoutPluginRelations,
  withSymbolHead,
} from './symbol-head';
import type { Linker } from './signature/type-tokens';

const project = new ProjectReflection('test', new FileRegistry());
const module = new DeclarationReflection('signers', ReflectionKind.Module, project);
const decl = (name: string, kind: ReflectionKind) => {
  const d = new DeclarationReflection(name, kind, module);
  project.registerReflection(d, undefined, undefined);
  return d;
};
const signer = decl('Signer', ReflectionKind.Interface);
const keyPair = decl('KeyPairSigner', ReflectionKind.Class);
const noop = decl('NoopSigner', ReflectionKind.Class);
const refTo = (target: DeclarationReflection) => ReferenceType.createResolvedReference(target.name, target, project);
keyPair.implementedTypes = [refTo(signer)];
noop.implementedTypes = [refTo(signer)];
signer.implementedBy = [refTo(keyPair), refTo(noop)];
const pages: Record<string, string> = { Signer: '../interfaces/Signer.md', KeyPairSigner: '../classes/KeyPairSigner.md', NoopSigner: '../classes/NoopSigner.md' };
const link: Linker = (r) => (r.reflection ? pages[r.reflection.name] : undefined);
const scoped = (m: string) => `@pact-toolbox/${m}`;

describe('import line', () => {
  it('imports values plainly and interfaces and type aliases as types', () => {
    expect(importLine('ChainwebClient', '@pact-toolbox/chainweb-client', false)).toBe("import { ChainwebClient } from '@pact-toolbox/chainweb-client';");
    expect(importLine('Signer', '@pact-toolbox/signers', true)).toBe("import type { Signer } from '@pact-toolbox/signers';");
    expect(isTypeOnly(ReflectionKind.Interface)).toBe(true);
    expect(isTypeOnly(ReflectionKind.TypeAlias)).toBe(true);
    expect(isTypeOnly(ReflectionKind.Class)).toBe(false);
    expect(isTypeOnly(ReflectionKind.Function)).toBe(false);
    expect(importBlock('x', 'p', false)).toBe('<p class="pt-import"><code>import { x } from \'p\';</code></p>');
  });
});

describe('re-export note', () => {
  it('names the declaring package only when it is another one', () => {
    expect(reexportNote('@pact-toolbox/types', '@pact-toolbox/transaction')).toContain('Re-exported from <code>@pact-toolbox/types</code>');
    expect(reexportNote('@pact-toolbox/transaction', '@pact-toolbox/transaction')).toBe('');
    expect(reexportNote(undefined, '@pact-toolbox/transaction')).toBe('');
  });
});

describe('relationships', () => {
  it('lists an interface\'s implementations, linked', () => {
    const md = relationsMarkup(relationsOf(signer, link));
    expect(md).toContain('Implemented by</p>');
    expect(md).toContain('- [`KeyPairSigner`](../classes/KeyPairSigner.md)\n- [`NoopSigner`](../classes/NoopSigner.md)');
    expect(md).not.toContain('Extends');
  });

  it('lists what a class implements, and writes the declaration line with it', () => {
    expect(relationsMarkup(relationsOf(keyPair, link))).toContain('Implements</p>\n\n- [`Signer`](../interfaces/Signer.md)');
    const block = declarationBlock(keyPair, link)!;
    expect(block).toContain('<span class="pt-sig-k">class</span> <span class="pt-sig-n">KeyPairSigner</span> <span class="pt-sig-k">implements</span> <span class="pt-sig-t">[Signer](../interfaces/Signer.md)</span>');
  });

  it('does not link a base TypeDoc resolved to a reflection of another name, and drops an unknown base', () => {
    const odd = decl('PactWalletConnect', ReflectionKind.Class);
    const wrong = ReferenceType.createResolvedReference('LitElement', signer, project);
    odd.extendedTypes = [wrong, new IntrinsicType('unknown')];
    expect(relationsMarkup(relationsOf(odd, link))).toBe('<p class="pt-sig-label pt-relations" role="heading" aria-level="2">Extends</p>\n\n- `LitElement`');
  });

  it('gives no declaration line to other kinds', () => {
    expect(declarationBlock(decl('sign', ReflectionKind.Function), link)).toBeUndefined();
  });
});

describe('page assembly', () => {
  const page = '# Signer\n\nA signer.\n\n## Extended by\n\n- [`X`](X.md)\n\n## Properties\n\n| a |\n';

  it('drops the plugin\'s relationship sections', () => {
    expect(withoutPluginRelations(page)).toBe('# Signer\n\nA signer.\n\n## Properties\n\n| a |\n');
  });

  it('puts the head under the title and the lists before the first member section', () => {
    expect(withSymbolHead(page, 'HEAD', 'LISTS')).toBe('# Signer\n\nHEAD\n\nA signer.\n\nLISTS\n\n## Properties\n\n| a |\n');
  });

  it('gives an interface page its declaration, import line and implementations', () => {
    const out = symbolPage('# Signer\n\nA signer.\n\n## Properties\n', signer, link, scoped, '@pact-toolbox/signers');
    const order = ['interface</span> <span class="pt-sig-n">Signer', "import type { Signer } from '@pact-toolbox/signers';", 'A signer.', 'Implemented by', '## Properties'].map((s) => out.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(out).not.toContain('Re-exported');
  });

  it('leaves members\' and package pages alone', () => {
    const method = new DeclarationReflection('sign', ReflectionKind.Method, keyPair);
    expect(symbolPage('# sign\n', method, link, scoped, undefined)).toBe('# sign\n');
    expect(symbolPage('# signers\n', module, link, scoped, undefined)).toBe('# signers\n');
  });
});
