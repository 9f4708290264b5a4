/**
 * PACT_TOOLBOX_REPO=<checkout> npx tsx scripts/check-version-facts.ts [--out docs/api] [--npm-out docs/npm/api]
 * Holds a generated two-version reference (after `npm run api` with the toolkit's source) to each package's exports
 * computed straight from the inputs with the TypeScript compiler API: main's entry points in the checkout and the
 * npm releases' declaration files in api-gen's cache (tests/support/declared-exports.ts). Prints every change-page
 * entry, count and mark that disagrees with that computation, and every page that shows a base, an "Extended by"
 * entry or a comment its declaration lacks (tests/support/declared-relations.ts), and every replacement on main
 * (config/replacements-on-main.ts) that names a name main does not declare or a source line that does not define it;
 * exits 1 when there is any.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parsedCompilerOptions } from '../api-gen/export-names';
import { manifestPins } from '../api-gen/manifest-file';
import { loadRegistry } from '../api-gen/sources/registry';
import { loadWorkspace } from '../api-gen/sources/workspace';
import type { SourceResult } from '../api-gen/sources/types';
import { declaredExportsOf, declaredMemberNames, standings } from '../tests/support/declared-exports';
import { declaredRelations, relationDisagreements } from '../tests/support/declared-relations';
import { installCalloutDisagreements, replacementDisagreements, replacementSourceDisagreements, versionDisagreements, type Standings } from '../tests/support/version-facts';
import { REPLACEMENTS_ON_MAIN } from '../config/replacements-on-main';
import { existsSync, readFileSync } from 'node:fs';

const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const entriesOf = (source: SourceResult) => Object.fromEntries(source.packages.filter((p) => p.entry).map((p) => [p.name, p.entry!]));

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs/api' }, 'npm-out': { type: 'string', default: 'docs/npm/api' } } });
  const repo = process.env.PACT_TOOLBOX_REPO;
  if (!repo) {
    console.error('check-version-facts: PACT_TOOLBOX_REPO is not set; point it at the toolkit checkout the reference was generated from (the same value `npm run api` had).');
    return 2;
  }
  const mainDir = path.resolve(projectDir, values.out);
  const npmDir = path.resolve(projectDir, values['npm-out']);
  if (!existsSync(path.join(npmDir, '_data'))) {
    console.error(`check-version-facts: ${npmDir} holds no generated reference; run \`PACT_TOOLBOX_REPO=${repo} npm run api\` first.`);
    return 2;
  }
  const workspace = loadWorkspace(repo);
  const offline = async () => {
    throw new Error('check-version-facts reads the npm releases from api-gen’s cache only; run `npm run api` first');
  };
  const registry = await loadRegistry({ pins: manifestPins({}), cacheDir: path.join(projectDir, '.cache/api-gen'), client: offline });
  const mainEntries = entriesOf(workspace);
  const npmEntries = entriesOf(registry);
  const main = declaredExportsOf(mainEntries, parsedCompilerOptions(workspace.compilerOptions));
  const npm = declaredExportsOf(npmEntries, parsedCompilerOptions(registry.compilerOptions));
  const expected: Standings = {};
  for (const pkg of Object.keys(main).filter((p) => p in npm).sort()) expected[pkg] = standings(main[pkg], npm[pkg]);
  const problems = versionDisagreements(mainDir, npmDir, expected);
  // No page shows a base, an "Extended by" entry or a comment its own declaration does not have, in either version.
  problems.push(...relationDisagreements(mainDir, '/api/', declaredRelations(mainEntries, parsedCompilerOptions(workspace.compilerOptions))));
  problems.push(...relationDisagreements(npmDir, '/npm/api/', declaredRelations(npmEntries, parsedCompilerOptions(registry.compilerOptions))));
  // Every npm page of a release that does not install or import says so above its install and import lines.
  const install = JSON.parse(readFileSync(path.join(projectDir, 'config/npm-install.json'), 'utf8')) as { packages: Record<string, { install: { ok: boolean }; entries: Record<string, { ok: boolean }> }> };
  const failing = manifestPins({})
    .filter((p) => !p.internal && p.version)
    .filter((p) => {
      const r = install.packages[`@pact-toolbox/${p.name}@${p.version}`];
      return r && (!r.install.ok || Object.values(r.entries).some((e) => !e.ok));
    })
    .map((p) => p.name);
  console.log(`check-version-facts: releases that do not install or import: ${failing.join(', ')}`);
  problems.push(...installCalloutDisagreements(npmDir, failing));
  // The replacements on main the change pages and npm pages name: removed names, declared by main, and each entry's
  // source line in the checkout is where main defines the name.
  problems.push(...replacementDisagreements(mainDir, npmDir, expected, declaredMemberNames(mainEntries, parsedCompilerOptions(workspace.compilerOptions))));
  problems.push(...replacementSourceDisagreements(repo, REPLACEMENTS_ON_MAIN));
  console.log(`check-version-facts: ${REPLACEMENTS_ON_MAIN.length} replacements on main held to main's declarations and source lines`);
  const total = (s: string) => Object.values(expected).reduce((n, names) => n + Object.values(names).filter((x) => x === s).length, 0);
  console.log(`check-version-facts: ${Object.keys(expected).length} packages; by the declarations ${total('added')} added, ${total('removed')} removed, ${total('changed')} changed, ${total('not-compared')} not compared, ${total('same')} alike`);
  for (const line of problems) console.log(`  ${line}`);
  console.log(`check-version-facts: ${problems.length} disagreement(s)`);
  return problems.length ? 1 : 0;
}

process.exitCode = await main();
