/**
 * api-gen's orchestration: read the source, skip everything when the inputs are
 * unchanged, otherwise run the single TypeDoc pass and write docs/api.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashFiles, listFiles, sha256 } from './fs-utils';
import { DATA_DIR, dataFile } from './data-files';
import { manifestPins } from './manifest-file';
import { dependencyOrder } from './order';
import { loadPackageMap, type NpmOutcomes, packageStatus, placeOf, purposeOf } from './package-map';
import { CLI_ENTRY, fullName, REPO_BRANCH, REPO_URL } from './packages';
import { apiIndexPage, apiSidebar, decoratePage, packageNoticePage, searchDirectory, symbolTable, type SiteContext } from './pages';
import { formatProblem, type Problem } from './problems';
import { moduleMap, writeModuleMap } from './sample-modules';
import { loadRegistry, pacoteClient, type RegistryClient } from './sources/registry';
import type { PackageInput, SourceResult } from './sources/types';
import { loadWorkspace } from './sources/workspace';
import type { PageInfo, SourceLinks, SymbolEntry } from './typedoc-run';
import type { DeclarationModel } from './versions/declarations';
import { publishedSourceUrl } from './registry-source';
import { readReleaseSources } from './release-sources';
import { writeReleasePages } from './release-links';
import { sourceRoute } from './source-pages';
import { API_ROUTE, type ApiRoot } from './layout';
import { ERRORS_FILE, errorReference } from './errors';
import { errorsSidebarSection } from './errors/sidebar';
import { gitHead, sourceLinkTemplate, sourceVersion, type SourceVersion } from './source-ref';
import { annotatePages } from './annotate';
import { API_KNOWN_ISSUES } from './known-issue-entries';
import { knownIssueProblems, knownIssuesFor, knownIssueSourceUrl } from './known-issues';
import { README_KNOWN_ISSUES } from './readme-issue-entries';
import { readmeIssueProblems } from './readme-issues';
import { indexPackagePages } from './package-index';
import { writeSampleSources } from './sample-sources';
import { backlinksOf, guideFingerprint, readGuidePages } from './backlinks';
import { loadPublishedForWorkspace, publishedWarnings } from './published-source';

const GENERATOR_DIR = path.dirname(new URL(import.meta.url).pathname);

export interface GenerateOptions {
  /** Project root (holds typedoc.json and api-gen/manifest.json by default). */
  projectDir: string;
  /** Where the reference goes (docs/api). */
  outDir: string;
  cacheDir: string;
  /** A pact-toolbox checkout: workspace mode. */
  workspace?: string;
  /**
   * Workspace mode: the git ref the checkout holds (a commit or a tag), for an export without `.git`;
   * "Defined in" links are pinned to it. A checkout that is a git work tree is pinned to its HEAD without it.
   */
  ref?: string;
  /** Workspace mode: the packages to document (default: all documented packages). */
  packages?: readonly string[];
  manifestFile?: string;
  /** Registry access; tests inject a fake. */
  registryClient?: () => Promise<RegistryClient>;
  /** Our cause and fix for each error message (config/errors by default). */
  errorEntriesDir?: string;
  /** The guide's documents folder, whose `api:` links become "In the guide" lists (default: projectDir/docs). */
  guideDir?: string;
  /** A registry build beside main's: the checkout of main, so the error reference can say where main throws a message now. */
  mainCheckout?: string;
  /** The route prefix the pages will be served under: `/api/`, or `/npm/api/` for the npm version of a two-version site (its source pages and their links follow it). */
  apiRoot?: ApiRoot;
  /** What installing and importing each published release did (config/npm-install.json, read by the caller), for the overview's status. */
  npmOutcomes?: NpmOutcomes;
  /** Regenerate even when the inputs are unchanged. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface GenerateReport {
  mode: 'registry' | 'workspace';
  skipped: boolean;
  packages: { name: string; version: string | null; pages: number; status: 'documented' | 'empty' | 'failed' }[];
  problems: Problem[];
  warnings: string[];
  pageCount: number;
  seconds: number;
}

export { manifestPins };

async function loadSource(options: GenerateOptions): Promise<SourceResult> {
  if (options.workspace) return loadWorkspace(options.workspace, options.packages);
  return loadRegistry({ pins: manifestPins(options), cacheDir: options.cacheDir, client: options.registryClient ?? pacoteClient });
}

/** Everything the output depends on: the generator, the options, and each package's exact input. */
function inputHash(source: SourceResult, options: GenerateOptions, version: SourceVersion | undefined): string {
  const generatorFiles = listFiles(GENERATOR_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return sha256(
    hashFiles(GENERATOR_DIR, generatorFiles),
    readFileSync(path.join(options.projectDir, 'typedoc.json')),
    source.mode,
    JSON.stringify(source.packages.map((p) => [p.name, p.version, p.fingerprint, p.entry ? path.relative(p.root ?? '', p.entry) : null, p.problem?.cause ?? null])),
    cliSourceHash(options.workspace),
    JSON.stringify(version ?? null),
    options.apiRoot ?? API_ROUTE,
    options.mainCheckout ?? '',
    hashFiles(entriesDir(options), listFiles(entriesDir(options))),
    readFileSync(new URL('./package-map.json', import.meta.url)),
    JSON.stringify(options.npmOutcomes ?? null),
  );
}

/** Where "Defined in" links point: the checkout's repository at the documented ref, or each published tarball on a CDN. */
function sourceLinks(source: SourceResult, version: SourceVersion | undefined, apiRoot: ApiRoot): SourceLinks {
  if (source.sourceBase && version) return { kind: 'link', basePath: source.sourceBase, template: sourceLinkTemplate(version) };
  if (source.mode === 'registry' && source.modulesDir) {
    const published = source.packages.flatMap((p) => (p.root && p.version ? [{ name: p.name, version: p.version, root: p.root }] : []));
    const release = { sources: readReleaseSources(published), route: sourceRoute(apiRoot), apiRoute: apiRoot };
    return { kind: 'files', basePath: source.modulesDir, url: (file, line) => publishedSourceUrl(published, file, line), release };
  }
  return { kind: 'none' };
}

function entriesDir(options: GenerateOptions): string {
  return options.errorEntriesDir ?? path.join(options.projectDir, 'config/errors');
}

/** The CLI's source folder in a checkout (its command tree is read from there in workspace mode). */
function cliSourceDir(workspace: string): string {
  return path.join(workspace, path.dirname(CLI_ENTRY));
}

function cliSourceHash(workspace: string | undefined): string {
  if (!workspace) return 'no-cli';
  const dir = cliSourceDir(workspace);
  return hashFiles(dir, listFiles(dir).filter((f) => f.endsWith('.ts')));
}

interface Stamp {
  hash: string;
  report: Omit<GenerateReport, 'skipped' | 'seconds'>;
}

function readStamp(outDir: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(dataFile(path.join(outDir, DATA_DIR), 'stamp'), 'utf8'));
  } catch {
    return undefined;
  }
}

export async function generate(options: GenerateOptions): Promise<GenerateReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const source = await loadSource(options);
  const version = source.mode === 'workspace' && source.sourceBase ? sourceVersion(options.ref, gitHead(source.sourceBase)) : undefined;
  const guide = readGuidePages(options.guideDir ?? path.join(options.projectDir, 'docs'));
  const published = await loadPublishedForWorkspace(source, options);
  const hash = sha256(inputHash(source, options, version), guideFingerprint(guide), published?.fingerprint ?? 'registry');
  for (const warning of publishedWarnings(published)) log(`api-gen: ${warning}`);
  const stamp = readStamp(options.outDir);
  if (!options.force && stamp?.hash === hash && existsSync(path.join(options.outDir, 'index.md'))) {
    // The registry tree is unpacked afresh on every run: its paths are rewritten even when TypeDoc is skipped.
    writeModuleMap(path.join(options.outDir, DATA_DIR), moduleMap(source));
    return { ...stamp.report, skipped: true, seconds: (performance.now() - started) / 1000 };
  }

  const ctx: SiteContext = { mode: source.mode, version };
  const byName = new Map(source.packages.map((p) => [p.name, p]));
  const documentable = source.packages.filter((p) => p.entry && !p.problem);
  const order = dependencyOrder(new Map(documentable.map((p) => [p.name, p.deps])));

  // A run that failed part-way leaves its staging folder (gitignored): the next run clears every one.
  removeStaleStaging(options.outDir);
  const staging = `${options.outDir}.staging-${process.pid}`;
  mkdirSync(options.cacheDir, { recursive: true });

  const problems: Problem[] = source.packages.flatMap((p) => (p.problem ? [p.problem] : []));
  let warnings: string[] = [];
  let pages: PageInfo[] = [];
  let symbols: SymbolEntry[] = [];
  let declarations: DeclarationModel = {};
  if (order.length) {
    // Loaded only when needed: a warm run never pays for TypeDoc's start-up.
    const { runTypeDoc } = await import('./typedoc-run');
    const links = sourceLinks(source, version, options.apiRoot ?? API_ROUTE);
    const result = await runTypeDoc({
      packages: order.map((name) => ({ name, entry: byName.get(name)!.entry!, root: byName.get(name)!.root! })),
      outDir: staging,
      // One folder per source: TypeDoc keeps a tsconfig it read for the process, so a second run in it needs another path.
      workDir: path.join(options.cacheDir, `typedoc-${source.mode}`),
      typedocJson: path.join(options.projectDir, 'typedoc.json'),
      compilerOptions: source.compilerOptions,
      sources: links,
      decoratePage: (page, contents) => decoratePage(page, contents, byName.get(page.packageName), ctx),
    });
    writeReleasePages(staging, links.kind === 'files' ? links.release : undefined);
    warnings = [...result.warnings, ...result.errors];
    pages = result.pages;
    symbols = result.symbols;
    declarations = result.declarations ?? {};
    for (const problem of result.problems) {
      const input = byName.get(problem.packageName)!;
      input.problem = {
        packageName: problem.packageName,
        stage: 'convert',
        cause: `its types do not parse (${problem.cause})`,
        fix: 'fix the file in the package, or pin a version whose types parse in api-gen/manifest.json',
      };
      problems.push(input.problem);
      rmSync(path.join(staging, problem.packageName), { recursive: true, force: true });
      pages = pages.filter((p) => p.packageName !== problem.packageName);
    }
    const issues = knownIssuesFor(source.mode, version?.ref, API_KNOWN_ISSUES);
    const readmeIssues = knownIssuesFor(source.mode, version?.ref, README_KNOWN_ISSUES);
    const sourceUrl = knownIssueSourceUrl(REPO_URL, version?.ref ?? REPO_BRANCH);
    const annotated = annotatePages({
      dir: staging,
      pages,
      backlinks: backlinksOf(guide, symbolTable(symbols)),
      knownIssues: { issues: issues.apply, sourceUrl },
      readmeIssues: { issues: readmeIssues.apply, sourceUrl },
    });
    problems.push(...knownIssueProblems(annotated.unshown, issues.stale, version?.ref));
    problems.push(...readmeIssueProblems(annotated.unplaced, readmeIssues.stale, version?.ref));
    // Package pages grouped, marked and filterable, each with an all-items page (api-gen/package-index.ts).
    indexPackagePages(staging, order, (name) => `${REPO_URL}/tree/${version?.ref ?? REPO_BRANCH}/packages/${name}/src`);
  }

  const dataDir = path.join(staging, DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  for (const input of source.packages) {
    if (!pages.some((p) => p.packageName === input.name && p.kind === 'package')) {
      mkdirSync(path.join(staging, input.name), { recursive: true });
      writeFileSync(path.join(staging, input.name, 'index.md'), packageNoticePage(input, ctx));
    }
  }
  // The overview: each package's group, purpose and status; the npm release from the manifest (main's own version numbers say nothing about npm).
  const map = loadPackageMap();
  const npmVersions = new Map(manifestPins(options).map((pin) => [pin.name, pin.version]));
  writeFileSync(
    path.join(staging, 'index.md'),
    apiIndexPage(source.packages, ctx, map.groups, (input) => {
      const place = placeOf(map, input.name);
      const npmVersion = npmVersions.get(input.name) ?? null;
      const outcome = npmVersion ? options.npmOutcomes?.[`${fullName(input.name)}@${npmVersion}`] : undefined;
      return { group: place.group, purpose: purposeOf(input, place), status: packageStatus({ mode: source.mode, npmVersion, outcome, failed: !!input.problem }) };
    }),
  );
  const errors = errorReference(source, entriesDir(options), version?.pinned ? version.ref : undefined, { mainCheckout: options.mainCheckout ?? options.workspace });
  writeFileSync(path.join(staging, ERRORS_FILE), errors.markdown);
  writeFileSync(dataFile(dataDir, 'errors'), `${JSON.stringify({ mode: source.mode, entries: errors.shown }, null, 1)}\n`);
  for (const page of errors.pages) {
    mkdirSync(path.dirname(path.join(staging, page.file)), { recursive: true });
    writeFileSync(path.join(staging, page.file), page.markdown);
  }
  if (source.mode === 'workspace') problems.push(...errorEntryProblems(errors.missing, errors.stale));
  else if (errors.missing.length) log(`api-gen: error reference: ${errors.missing.length} message(s) of the published packages have no entry in config/errors (the entries follow the toolkit's main)`);
  const sidebar = apiSidebar(source.packages, pages);
  writeFileSync(dataFile(dataDir, 'sidebar'), `${JSON.stringify({ ...sidebar, ...errorsSidebarSection(errors.pages, sidebar[API_ROUTE] ?? []) }, null, 1)}\n`);
  writeFileSync(dataFile(dataDir, 'declarations'), `${JSON.stringify(declarations, null, 1)}\n`);
  writeFileSync(dataFile(dataDir, 'symbols'), `${JSON.stringify(symbolTable(symbols), null, 1)}\n`);
  // The CLI is not published: its command tree exists only in workspace mode.
  if (options.workspace) {
    if (existsSync(path.join(options.workspace, CLI_ENTRY))) {
      // Loaded only here, like TypeDoc: a warm run never pays for the TypeScript parser's start-up.
      const { readCliDefinition } = await import('./cli-definition');
      writeFileSync(dataFile(dataDir, 'cli'), `${JSON.stringify(readCliDefinition(options.workspace), null, 1)}\n`);
    } else {
      warnings.push(`api-gen: ${CLI_ENTRY} is missing in ${options.workspace}, so the guide's CLI commands and flags cannot be checked.`);
    }
  }
  writeModuleMap(dataDir, moduleMap(source));
  writeSampleSources(dataDir, source, version?.label, published?.source);
  writeFileSync(dataFile(dataDir, 'searchDirectory'), `${JSON.stringify(searchDirectory(symbols))}\n`);

  const report: Omit<GenerateReport, 'skipped' | 'seconds'> = {
    mode: source.mode,
    packages: source.packages.map((p) => ({
      name: p.name,
      version: p.version,
      pages: pages.filter((page) => page.packageName === p.name).length || 1,
      status: p.problem ? 'failed' : p.entry ? 'documented' : 'empty',
    })),
    problems,
    warnings,
    pageCount: listFiles(staging).filter((f) => f.endsWith('.md')).length,
  };
  writeFileSync(dataFile(dataDir, 'stamp'), `${JSON.stringify({ hash, report }, null, 1)}\n`);

  rmSync(options.outDir, { recursive: true, force: true });
  renameSync(staging, options.outDir);
  for (const problem of problems) log(formatProblem(problem));
  return { ...report, skipped: false, seconds: (performance.now() - started) / 1000 };
}

/** Removes the staging folders (`<outDir>.staging-<pid>`) that earlier runs left when they failed. */
export function removeStaleStaging(outDir: string): void {
  const dir = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.staging-`;
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (name.startsWith(prefix)) rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** One problem per package whose thrown messages lack an entry, or whose entries name messages no longer thrown. */
export function errorEntryProblems(missing: string[], stale: string[]): Problem[] {
  const byPackage = new Map<string, { missing: string[]; stale: string[] }>();
  const add = (key: string, list: 'missing' | 'stale') => {
    const at = key.indexOf(': ');
    const name = key.slice(0, at);
    const entry = byPackage.get(name) ?? { missing: [], stale: [] };
    entry[list].push(key.slice(at + 2));
    byPackage.set(name, entry);
  };
  missing.forEach((key) => add(key, 'missing'));
  stale.forEach((key) => add(key, 'stale'));
  return [...byPackage].map(([packageName, found]) => ({
    packageName,
    stage: 'source' as const,
    cause: [
      found.missing.length ? `${found.missing.length} error message(s) it throws have no entry in config/errors/${packageName}.json (${found.missing.map((m) => JSON.stringify(m)).join(', ')})` : '',
      found.stale.length ? `${found.stale.length} entr(y/ies) in config/errors/${packageName}.json name messages it no longer throws (${found.stale.map((m) => JSON.stringify(m)).join(', ')})` : '',
    ]
      .filter(Boolean)
      .join('; '),
    fix: `write a cause and a fix for each new message in config/errors/${packageName}.json (checked against the source), and remove entries for messages that are gone`,
  }));
}
