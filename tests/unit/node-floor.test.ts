/**
 * One supported Node floor: package.json `engines`, `.nvmrc` and the README name the same versions, and every
 * installed package (optional platform builds aside) accepts the lowest version of each supported line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/sites';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const engines: string = JSON.parse(read('package.json')).engines.node;
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }>;
};

/** The lowest version of each line a range allows: `^20.19.0 || >=22.12.0` gives 20.19.0 and 22.12.0. */
export function floors(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => {
    const min = semver.minVersion(comparators.map((c) => c.value).join(' '));
    if (!min) throw new Error(`engines.node "${range}" has a part that allows no version`);
    return min.version;
  });
}

describe('Node floor', () => {
  it('reads the lowest version of each supported line', () => {
    expect(floors('^20.19.0 || >=22.12.0')).toEqual(['20.19.0', '22.12.0']);
    expect(floors('>=18')).toEqual(['18.0.0']);
  });

  it('every installed package accepts each floor', () => {
    const refused: string[] = [];
    for (const [where, pkg] of Object.entries(lock.packages)) {
      const wants = pkg.engines?.node;
      if (!where || !wants || pkg.optional) continue;
      for (const floor of floors(engines)) {
        if (!semver.satisfies(floor, wants)) refused.push(`${where}@${pkg.version} wants node ${wants}, refuses ${floor}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('.nvmrc names a line that engines allows', () => {
    const nvmrc = read('.nvmrc').trim();
    expect(semver.satisfies(semver.coerce(nvmrc)!.version.replace(/\.0\.0$/, '.99.0'), engines), `.nvmrc ${nvmrc}`).toBe(true);
  });

  it('the README names the same floor', () => {
    const readme = read('README.md');
    for (const floor of floors(engines)) expect(readme).toContain(floor.replace(/\.0$/, ''));
  });
});
