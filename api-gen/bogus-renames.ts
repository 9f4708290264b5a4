/**
 * TypeDoc resolves a re-export of a symbol it cannot see (its package ships no
 * types, e.g. wallet-core 0.0.0) to an unrelated reflection, so a package page
 * would say "Renames and re-exports blake2b" for `Wallet`, `BaseWallet`, ….
 * Genuine renames are one name per target; several different names that all
 * "rename" the same target are such unresolved re-exports.
 */
export interface ReExport {
  name: string;
  targetId: number;
  targetName: string;
}

/** Indices of the re-exports that are unresolved imports in disguise. */
export function bogusRenames(reExports: readonly ReExport[]): Set<number> {
  const renamesByTarget = new Map<number, Set<string>>();
  reExports.forEach((r) => {
    if (r.name === r.targetName) return;
    const names = renamesByTarget.get(r.targetId) ?? new Set<string>();
    names.add(r.name);
    renamesByTarget.set(r.targetId, names);
  });
  const bogus = new Set<number>();
  reExports.forEach((r, index) => {
    if (r.name !== r.targetName && (renamesByTarget.get(r.targetId)?.size ?? 0) > 1) bogus.add(index);
  });
  return bogus;
}
