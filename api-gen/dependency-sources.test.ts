import { ProjectReflection, DeclarationReflection, ReflectionKind, SourceReference, type NormalizedPath } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { dropDependencySources, isDependencyFile } from './dependency-sources';

describe('dropDependencySources', () => {
  it('drops "Defined in" places inside node_modules and keeps the toolkit\'s own', () => {
    const project = new ProjectReflection('p', undefined as never);
    const cls = new DeclarationReflection('PactWalletConnect', ReflectionKind.Class, project);
    const inherited = new DeclarationReflection('renderRoot', ReflectionKind.Property, cls);
    const own = new DeclarationReflection('open', ReflectionKind.Property, cls);
    inherited.sources = [new SourceReference('node_modules/.pnpm/lit-element@4.2.0/node_modules/lit-element/development/lit-element.d.ts' as NormalizedPath, 80, 4)];
    own.sources = [new SourceReference('packages/wallet-ui/src/components/wallet-connect-button.ts' as NormalizedPath, 11, 2)];
    for (const r of [cls, inherited, own]) project.registerReflection(r, undefined, undefined);
    expect(dropDependencySources(project)).toBe(1);
    expect(inherited.sources).toBeUndefined();
    expect(own.sources?.map((s) => s.fileName)).toEqual(['packages/wallet-ui/src/components/wallet-connect-button.ts']);
    expect(isDependencyFile('packages/node_modules_helper.ts')).toBe(false);
  });
});
