/**
 * The "How each package loads" table is generated from what `npm run check:install` recorded of each installed
 * package.json (config/npm-package-facts.json). Here the same facts are computed another way, from the published tarballs
 * api-gen unpacked for the build (.cache/api-gen/registry/tree), by scanning each package.json's text rather than
 * walking its exports map, and the page as a reader sees it must agree, row by row and line by line.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { at, expect, hydrated, test } from '../support/fixtures';
import { ROOT } from '../support/sites';

const TREE = path.join(ROOT, '.cache/api-gen/registry/tree/node_modules');
/** Environment conditions a package.json might name (not format or declaration conditions). */
const ENVIRONMENTS = ['browser', 'bun', 'deno', 'default', 'edge-light', 'node', 'react-native', 'worker', 'workerd'];

interface Published {
  name: string;
  version: string;
  pkg: Record<string, unknown>;
}

function published(name: string): Published | null {
  const file = path.join(TREE, ...name.split('/'), 'package.json');
  if (!existsSync(file)) return null;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  return { name, version: pkg.version, pkg };
}

/** The row the table should show for a package, from its package.json text. */
function expectedRow({ name, pkg }: Published): string[] {
  const text = JSON.stringify(pkg.exports ?? {});
  // Files it points to, declarations left out.
  const files = [...text.matchAll(/"(\.\/[^"]+|dist\/[^"]+)"/g)].map((m) => m[1]).filter((f) => !/\.d\.[cm]?ts$/.test(f));
  const isModule = pkg.type === 'module';
  const esm = text.includes('"import"') || files.some((f) => f.endsWith('.mjs') || (isModule && f.endsWith('.js')));
  const cjs = text.includes('"require":"') || text.includes('"require":{') || files.some((f) => f.endsWith('.cjs') || (!isModule && f.endsWith('.js')));
  const environments = ENVIRONMENTS.filter((c) => text.includes(`"${c}":`));
  const subpaths = Object.keys((pkg.exports as object) ?? {}).filter((k) => k.startsWith('./') && k !== './package.json');
  const peers = Object.entries((pkg.peerDependencies as Record<string, string>) ?? {}).map(([d, r]) => `${d} ${r}`);
  return [name, [esm && 'ESM', cjs && 'CommonJS'].filter(Boolean).join(', '), environments.join(', '), subpaths.join(', '), peers.join(', ')];
}

test.describe('Packages on npm: how each package loads', () => {
  test('every row and line agrees with the published package.json files', async ({ page }) => {
    await page.goto(at('/getting-started/npm-packages'));
    await hydrated(page);
    const section = page.locator('h2#how-each-package-loads ~ *');
    const table = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'Environments' }) });
    await expect(table).toHaveCount(1);
    const shown = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
    expect(shown.length, 'the table has rows').toBeGreaterThan(5);
    // The versions are the npm table's (one place on the page); the unpacked tarball must be that version.
    const npmTable = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'On npm' }) });
    const versions = new Map(await npmTable.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((td) => (td.textContent ?? '').trim()) as [string, string])));
    let compared = 0;
    const all: Published[] = [];
    for (const row of shown) {
      const name = row[0];
      const pkg = published(name);
      if (!pkg) continue; // published outside the API manifest (the docker and node-utils packages): not unpacked by api-gen
      all.push(pkg);
      expect(pkg.version, `${name}: the unpacked tarball is the version the npm table shows`).toBe(versions.get(name));
      expect(row, `${name}: the table against its published package.json`).toEqual(expectedRow(pkg));
      compared++;
    }
    expect(compared, 'rows compared with a published package.json').toBeGreaterThanOrEqual(shown.length - 2);
    const lines = await section.locator('li').allTextContents();
    const declaring = (field: string) => all.filter((p) => p.pkg[field] !== undefined).map((p) => p.name);
    for (const [field, label] of [['sideEffects', 'Declaring sideEffects'], ['engines', 'Declaring engines']] as const) {
      const line = lines.find((l) => l.includes(label));
      expect(line, `a line for ${field}`).toBeTruthy();
      // Every package of the tree that declares the field is named on its line; none is named that does not.
      for (const p of all) expect(line!.includes(`${p.name} (`), `${p.name} on the ${field} line`).toBe(declaring(field).includes(p.name));
    }
    const kadena = lines.find((l) => l.includes('Depending on a @kadena package'))!;
    for (const p of all) {
      const deps = Object.keys({ ...(p.pkg.dependencies as object), ...(p.pkg.peerDependencies as object) }).filter((d) => d.startsWith('@kadena/'));
      expect(kadena.includes(`${p.name} (`), `${p.name} on the @kadena line`).toBe(deps.length > 0);
    }
  });
});
