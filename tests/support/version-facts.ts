/**
 * Holds a generated two-version reference (main in `mainDir`, the npm releases in `npmDir`) to standings computed
 * independently (tests/support/declared-exports.ts): each package's change page (its counts and the names under
 * each heading) and the mark on each symbol page of both versions. Returns every disagreement as one line; also
 * flags a symbol page with more than one version mark. Used by api-gen/versions/independent.test.ts (fixture) and
 * scripts/check-version-facts.ts (the real packages).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headingSlug } from '../../api-gen/anchors';
import type { Standing } from './declared-exports';

/** Package → export name → standing. */
export type Standings = Record<string, Record<string, Standing>>;

const MARK = /class="pt-version-mark pt-version-mark--([a-z-]+)"/g;
/** The mark class each standing puts on main's page and on the npm release's page (undefined: no mark). */
const MARK_KIND: Record<Standing, { main?: string; npm?: string }> = {
  added: { main: 'only-main' },
  removed: { npm: 'only-npm' },
  changed: { main: 'changed', npm: 'changed' },
  'not-compared': { main: 'uncomparable', npm: 'uncomparable' },
  same: {},
};

function section(page: string, heading: RegExp): string {
  return page.split(/^## /m).find((s) => heading.test(s)) ?? '';
}

const tableNames = (text: string) => [...text.matchAll(/^\| (?:\[)?`([^`]+)`/gm)].map((m) => m[1]).sort();

/** What a change page lists: names per standing, and its count line. */
export function readChangePage(page: string): { names: Record<Exclude<Standing, 'same'>, string[]>; counts: Record<Standing, number> | undefined } {
  const line = /^(\d+) added on main · (\d+) removed on main · (\d+) changed · (\d+) alike(?: · (\d+) not compared)?\.$/m.exec(page);
  return {
    names: {
      added: tableNames(section(page, /^Added on main/)),
      removed: tableNames(section(page, /^Removed on main/)),
      changed: [...section(page, /^Changed/).matchAll(/^### `([^`]+)`/gm)].map((m) => m[1]).sort(),
      'not-compared': tableNames(section(page, /^Not compared/)),
    },
    counts: line ? { added: +line[1], removed: +line[2], changed: +line[3], same: +line[4], 'not-compared': +(line[5] ?? 0) } : undefined,
  };
}

function symbolPages(dir: string, route: string): Record<string, string> {
  const pages = JSON.parse(readFileSync(path.join(dir, '_data/symbols.json'), 'utf8')) as Record<string, string>;
  const out: Record<string, string> = {};
  // Only a name's own page: a re-export documented on another package's page, or under another name, carries that one's mark.
  for (const [key, to] of Object.entries(pages)) {
    const [pkg, name] = key.split('/');
    const parts = to.slice(route.length).split('/');
    if (!key.includes('#') && !to.includes('#') && parts[0] === pkg && parts.at(-1) === name) out[key] = path.join(dir, `${parts.join('/')}.md`);
  }
  return out;
}

/** Every way the generated trees disagree with `expected` (empty when they agree). */
export function versionDisagreements(mainDir: string, npmDir: string, expected: Standings): string[] {
  const problems: string[] = [];
  const pages = { main: symbolPages(mainDir, '/api/'), npm: symbolPages(npmDir, '/npm/api/') };
  for (const [pkg, names] of Object.entries(expected)) {
    const file = path.join(mainDir, pkg, 'changes.md');
    if (!existsSync(file)) {
      problems.push(`${pkg}: no change page`);
      continue;
    }
    const listed = readChangePage(readFileSync(file, 'utf8'));
    const of = (standing: Standing) => Object.keys(names).filter((n) => names[n] === standing).sort();
    for (const standing of ['added', 'removed', 'changed', 'not-compared'] as const) {
      const want = of(standing);
      const got = listed.names[standing];
      for (const n of want.filter((x) => !got.includes(x))) problems.push(`${pkg}.${n}: ${standing} by the declarations, not listed so on the change page`);
      for (const n of got.filter((x) => !want.includes(x))) problems.push(`${pkg}.${n}: listed ${standing} on the change page, ${names[n] ?? 'not an export'} by the declarations`);
    }
    for (const standing of ['added', 'removed', 'changed', 'same', 'not-compared'] as const) {
      if (listed.counts?.[standing] !== of(standing).length) problems.push(`${pkg}: the change page counts ${listed.counts?.[standing]} ${standing}, the declarations ${of(standing).length}`);
    }
    for (const [name, standing] of Object.entries(names)) {
      for (const version of ['main', 'npm'] as const) {
        const page = pages[version][`${pkg}/${name}`];
        if (!page || !existsSync(page)) continue;
        const marks = [...readFileSync(page, 'utf8').matchAll(MARK)].map((m) => m[1]);
        const want = MARK_KIND[standing][version];
        if (marks.length > 1) problems.push(`${pkg}.${name}: ${marks.length} version marks on its ${version} page`);
        if ((marks[0] ?? undefined) !== want) problems.push(`${pkg}.${name}: its ${version} page is marked ${marks[0] ?? 'nothing'}, the declarations say ${standing}`);
      }
    }
  }
  return problems;
}

/**
 * Every npm page of a package whose release does not install or import (`failing`, from the install check's record)
 * that shows an install command or an import line without the callout above it.
 */
export function installCalloutDisagreements(npmDir: string, failing: readonly string[]): string[] {
  const problems: string[] = [];
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : []));
  for (const pkg of failing) {
    if (!existsSync(path.join(npmDir, pkg))) continue;
    for (const file of walk(path.join(npmDir, pkg))) {
      const page = readFileSync(file, 'utf8');
      const line = page.search(/^```bash\nnpm install |^<p class="pt-import">/m);
      if (line < 0) continue;
      const callout = page.search(/^::: warning Does not (?:install|import) from npm$/m);
      if (callout < 0 || callout > line) problems.push(`${path.relative(npmDir, file)}: its release does not install or import, and its install or import line says nothing of it`);
    }
  }
  return problems;
}

/** A heading's or anchor's id on a generated page: an explicit `id="…"`, or a heading's slug. */
function hasAnchor(page: string, anchor: string): boolean {
  if (page.includes(`id="${anchor}"`)) return true;
  return [...page.matchAll(/^#+ (.+)$/gm)].some((m) => headingSlug(m[1]) === anchor);
}

const REPLACEMENT_ROW = /^\| \[`([^`]+)`\]\([^)]*\) \| [^|]+ \| (?:\[`([^`]+)`\]\(([^)]+)\)|—)/;
const REPLACEMENT_LINE = /<p class="pt-version-replacement">On main, <a href="([^"]+)"><code>([^<]+)<\/code><\/a>/;

/**
 * Every way the replacements on the change pages ("On main" beside a removed name) and under the npm pages' marks
 * disagree with the declarations: the npm name must be removed (`expected`), the main name one that main declares
 * (`mainNames`, export or member, read with the compiler), its link a page of main's tree with that anchor, and the
 * npm page of the name must say the same replacement (and a name with none must say none).
 */
export function replacementDisagreements(mainDir: string, npmDir: string, expected: Standings, mainNames: Readonly<Record<string, ReadonlySet<string>>>): string[] {
  const problems: string[] = [];
  const npmPages = symbolPages(npmDir, '/npm/api/');
  for (const pkg of Object.keys(expected)) {
    const file = path.join(mainDir, pkg, 'changes.md');
    if (!existsSync(file)) continue;
    const removed = section(readFileSync(file, 'utf8'), /^Removed on main/);
    for (const line of removed.split('\n')) {
      const row = REPLACEMENT_ROW.exec(line);
      if (!row) continue;
      const [, npmName, mainName, href] = row;
      const npmPage = npmPages[`${pkg}/${npmName}`];
      const said = npmPage && existsSync(npmPage) ? REPLACEMENT_LINE.exec(readFileSync(npmPage, 'utf8')) : null;
      if (!mainName) {
        if (said) problems.push(`${pkg}.${npmName}: its npm page names ${said[2]} on main, its change page none`);
        continue;
      }
      if (expected[pkg][npmName] !== 'removed') problems.push(`${pkg}.${npmName}: given a replacement on main, but the declarations say ${expected[pkg][npmName] ?? 'not an export'}`);
      if (!mainNames[pkg]?.has(mainName)) problems.push(`${pkg}.${npmName}: its replacement ${mainName} is not declared by main's @pact-toolbox/${pkg}`);
      const [target, anchor] = href.split('#');
      const targetFile = path.resolve(path.dirname(file), target);
      if (!existsSync(targetFile)) problems.push(`${pkg}.${npmName}: its replacement links ${href}, which is no page of main's tree`);
      else if (anchor && !hasAnchor(readFileSync(targetFile, 'utf8'), anchor)) problems.push(`${pkg}.${npmName}: its replacement links ${href}, whose page has no #${anchor}`);
      if (npmPage && existsSync(npmPage) && said?.[2] !== mainName) problems.push(`${pkg}.${npmName}: its npm page names ${said?.[2] ?? 'no replacement'}, its change page ${mainName}`);
    }
  }
  return problems;
}

/** Every replacement whose `source` ("packages/signers/src/signer.ts:46") is not a line of the checkout that names it. */
export function replacementSourceDisagreements(checkout: string, entries: readonly { pkg: string; npm: string; main: string; source: string }[]): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const [file, line] = entry.source.split(':');
    const full = path.join(checkout, file);
    const text = existsSync(full) ? readFileSync(full, 'utf8').split('\n')[Number(line) - 1] : undefined;
    const name = entry.main.split('.').at(-1)!;
    if (!text?.includes(name)) problems.push(`${entry.pkg}.${entry.npm}: its source ${entry.source} ${text === undefined ? 'is not in the checkout' : `does not name ${name}`}`);
  }
  return problems;
}
