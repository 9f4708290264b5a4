/**
 * TypeDoc computes a container's groups and categories during conversion. api-gen removes reflections afterwards
 * (a broken package's module, a bogus re-export, folded foreign members): their groups must drop them too, or the
 * page would list a member it no longer has.
 */
import type { ContainerReflection, DeclarationReflection } from 'typedoc';

/** Keeps only the container's remaining children in its groups and categories, and drops the ones left empty. */
export function keepGroupsInStep(container: ContainerReflection): void {
  const kept = new Set<unknown>(container.children ?? []);
  const children = (list: DeclarationReflection[]) => list.filter((c) => kept.has(c));
  for (const group of container.groups ?? []) {
    group.children = children(group.children as DeclarationReflection[]);
    for (const category of group.categories ?? []) category.children = children(category.children as DeclarationReflection[]);
    group.categories = group.categories?.filter((c) => c.children.length > 0);
  }
  container.groups = container.groups?.filter((g) => g.children.length > 0);
  for (const category of container.categories ?? []) category.children = children(category.children as DeclarationReflection[]);
  container.categories = container.categories?.filter((c) => c.children.length > 0);
}
