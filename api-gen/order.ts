/**
 * Orders packages so that a package comes after every package it depends on.
 * TypeDoc documents a symbol under the first entry point that exports it, so
 * this order puts each symbol under the package that declares it, whatever
 * order the packages were listed in. Ties (and cycles) break alphabetically,
 * so the order is the same on every machine.
 */
export function dependencyOrder(deps: ReadonlyMap<string, readonly string[]>): string[] {
  const names = [...deps.keys()].sort();
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: string[] = [];
  const visit = (name: string) => {
    if (done.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const dep of [...(deps.get(name) ?? [])].sort()) {
      if (deps.has(dep)) visit(dep);
    }
    visiting.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const name of names) visit(name);
  return order;
}
