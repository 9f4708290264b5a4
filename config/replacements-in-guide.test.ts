/**
 * Common Questions names the renames most code meets between the npm releases and main ("`old` → `new`" under a
 * package in bold). Each pair is a claim the change pages make too, so it must be one of the reviewed replacements
 * (config/replacements-on-main.ts, which scripts/check-version-facts.ts holds to both versions' code), under the
 * package the bullet names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownSection } from '../tests/support/markdown-section';
import { REPLACEMENTS_ON_MAIN } from './replacements-on-main';

const PAGE = path.join(import.meta.dirname, '../docs/getting-started/questions.mdx');
const ANCHOR = '{#npm-and-main}';

/** Each bullet's packages (its bold words) and the "`a` → `b`" pairs in it. */
function renamePairs(section: string): { packages: string[]; npm: string; main: string }[] {
  const bullets = section.split(/\n(?=- )/).filter((b) => b.startsWith('- '));
  return bullets.flatMap((bullet) => {
    const text = bullet.replace(/\s+/g, ' ');
    const packages = [...text.matchAll(/\*\*([a-z-]+)\*\*/g)].map((m) => m[1]);
    return [...text.matchAll(/`([^`]+)` → `([^`]+)`/g)].map((m) => ({ packages, npm: m[1], main: m[2] }));
  });
}

describe('the renames Common Questions names', () => {
  it('reads pairs and their packages from bullets', () => {
    expect(renamePairs('x\n- **signers** and **prelude**: `a` → `b`, `c` →\n  `d`.\n- **network**: `e` → `f`')).toEqual([
      { packages: ['signers', 'prelude'], npm: 'a', main: 'b' },
      { packages: ['signers', 'prelude'], npm: 'c', main: 'd' },
      { packages: ['network'], npm: 'e', main: 'f' },
    ]);
  });

  const pairs = renamePairs(markdownSection(readFileSync(PAGE, 'utf8'), ANCHOR));
  it('names some', () => expect(pairs.length).toBeGreaterThan(5));
  it.each(pairs.map((p) => [`${p.npm} → ${p.main}`, p] as const))('%s is a reviewed replacement of its package', (_, pair) => {
    const entry = REPLACEMENTS_ON_MAIN.find((r) => r.npm === pair.npm && r.main === pair.main);
    expect(entry, `${pair.npm} → ${pair.main} is not in config/replacements-on-main.ts`).toBeDefined();
    expect(pair.packages).toContain(entry!.pkg);
  });
});
