/**
 * The single TypeDoc pass: every package's entry point in one program, through
 * TypeDoc's Node API, written as markdown by typedoc-plugin-markdown.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  Application,
  Converter,
  DeclarationReflection,
  Logger,
  LogLevel,
  ProjectReflection,
  ReferenceReflection,
  Reflection,
  ReflectionKind,
  TSConfigReader,
  type TypeDocOptions,
} from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import type ts from 'typescript';
import { bogusRenames } from './bogus-renames';
import { leftOutWarnings, reportedWarnings } from './typedoc-warnings';
import type { SymbolKind } from './symbol-directory';
import { adoptDefaultTags } from './defaults';
import { useSignatureTheme } from './signature/theme';
import { pinSourceUrls } from './registry-source';
import { dropDependencySources } from './dependency-sources';
import { linkExportStatements, templateUrl } from './export-sources';
import { headingPropertySlugs, memberAnchorOn, memberRows, memberSummaryTable, withMemberSummary } from './member-summary';
import { retargetPropertyLinks } from './property-anchors';
import { exportNamesInPrograms } from './export-names';
import { quietLibMembers } from './lib-members';
import { foldForeignInherited } from './foreign-inherited';
import { keepGroupsInStep } from './groups-in-step';
import { linkReleaseSources, type ReleaseLinks } from './release-links';
import { recordDeclaringPackages } from './declaring-package';
import { quietUnresolvedSymbols } from './unresolved-symbols';
import { declarationModel, type DeclarationModel } from './versions/declarations';
import { declarationText, modulesNamedIn, unresolvedImports, unresolvedReexports } from './versions/unresolved-imports';

export interface ConvertPackage {
  name: string;
  /** Absolute path of the entry file. */
  entry: string;
  /** Absolute path of the package folder; files below it belong to the package. */
  root: string;
}

export type SourceLinks =
  | { kind: 'none' }
  | { kind: 'link'; basePath: string; template: string }
  /**
   * Each file's URL named by `url` (a registry build: the published tarball on a CDN, api-gen/registry-source.ts);
   * with `release`, what the release's source maps place is linked to its source pages instead (api-gen/release-links.ts).
   */
  | { kind: 'files'; basePath: string; url: (file: string, line: number) => string | undefined; release?: ReleaseLinks };

export interface PageInfo {
  /** Output path relative to the output folder, with "/" separators. */
  file: string;
  packageName: string;
  /** The reflection's own name ("ChainwebClient"), or the package name for a package page. */
  name: string;
  kind: 'package' | 'member';
  /** A package page whose module exports nothing TypeDoc documents. */
  exportsNothing?: boolean;
}

export interface RunOptions {
  packages: ConvertPackage[];
  outDir: string;
  /** Folder for the generated tsconfig.json. */
  workDir: string;
  typedocJson: string;
  compilerOptions: Record<string, unknown>;
  sources: SourceLinks;
  /** Rewrites one page's markdown (frontmatter, headings, README). */
  decoratePage(page: PageInfo, contents: string): string;
}

export interface SymbolEntry {
  /** The package whose module exports the name. */
  packageName: string;
  name: string;
  /** Output file of the page that documents it (the owner's page for re-exports). */
  file: string;
  /** What it is ("class", "function", …), for the search's symbol directory. */
  kind: SymbolKind;
  /** Members of classes and interfaces, with the anchor their row or heading gets and where the page lists them. */
  members: SymbolMemberEntry[];
  /** The package that documents it (differs from packageName for re-exports). */
  ownerPackage: string;
}

export interface SymbolMemberEntry {
  name: string;
  anchor: string;
  /** The page section listing it: "Constructors", "Methods", "Accessors", "Properties". */
  section: string;
  /** How the page shows it: "forChain()", "Constructor", "rpcUrl". */
  label: string;
}

/** The kind of a documented reflection, in the words the search directory uses. */
export function symbolKindOf(kind: ReflectionKind): SymbolKind {
  if (kind & ReflectionKind.Class) return 'class';
  if (kind & ReflectionKind.Interface) return 'interface';
  if (kind & ReflectionKind.Function) return 'function';
  if (kind & ReflectionKind.TypeAlias) return 'type-alias';
  if (kind & ReflectionKind.Variable) return 'variable';
  if (kind & ReflectionKind.Namespace) return 'namespace';
  if (kind & ReflectionKind.Enum) return 'enum';
  return 'symbol';
}

/** Where typedoc-plugin-markdown lists a member, and the text its heading or row shows. */
export function memberPlaceOf(kind: ReflectionKind, name: string): { section: string; label: string } {
  if (kind & ReflectionKind.Constructor) return { section: 'Constructors', label: 'Constructor' };
  if (kind & ReflectionKind.Method) return { section: 'Methods', label: `${name}()` };
  if (kind & ReflectionKind.Accessor) return { section: 'Accessors', label: name };
  return { section: 'Properties', label: name };
}

export interface ConvertProblem {
  packageName: string;
  cause: string;
}

export interface RunResult {
  warnings: string[];
  errors: string[];
  problems: ConvertProblem[];
  pages: PageInfo[];
  symbols: SymbolEntry[];
  /** Package → every name its entry exports (TypeScript's view, before TypeDoc leaves anything out). */
  exports?: Record<string, string[]>;
  /** Each package's exports as declared (what the versions pass compares). */
  declarations?: DeclarationModel;
}

/** Collects TypeDoc's messages instead of printing them. */
class CollectingLogger extends Logger {
  warnings: string[] = [];
  errors: string[] = [];
  override log(message: string, level: LogLevel): void {
    super.log(message, level);
    if (level === LogLevel.Warn) this.warnings.push(message);
    if (level === LogLevel.Error) this.errors.push(message);
  }
}

function packageOf(file: string, packages: ConvertPackage[]): ConvertPackage | undefined {
  const normal = path.resolve(file);
  let best: ConvertPackage | undefined;
  for (const pkg of packages) {
    const root = path.resolve(pkg.root) + path.sep;
    if (normal.startsWith(root) && (!best || root.length > path.resolve(best.root).length + 1)) best = pkg;
  }
  return best;
}

function moduleOf(reflection: Reflection): DeclarationReflection | undefined {
  let current: Reflection | undefined = reflection;
  while (current && !(current.kindOf(ReflectionKind.Module) && current.parent instanceof ProjectReflection)) {
    current = current.parent;
  }
  return current as DeclarationReflection | undefined;
}

export async function runTypeDoc(options: RunOptions): Promise<RunResult> {
  const { packages } = options;
  mkdirSync(options.workDir, { recursive: true });
  const tsconfigPath = path.join(options.workDir, 'tsconfig.json');
  // With a single entry point TypeDoc documents its exports at the project root
  // instead of in a module. An empty second entry keeps every package a module;
  // its (empty) module is removed again before output.
  const spacer = path.join(options.workDir, 'api-gen-spacer.ts');
  if (packages.length === 1) writeFileSync(spacer, 'export {};\n');

  const entryPoints = packages.length === 1 ? [packages[0].entry, spacer] : packages.map((p) => p.entry);
  writeFileSync(tsconfigPath, JSON.stringify({ compilerOptions: options.compilerOptions, files: entryPoints }, null, 2));
  const shared = JSON.parse(readFileSync(options.typedocJson, 'utf8')) as TypeDocOptions & { $schema?: string };
  delete shared.$schema;
  const sourceOptions: Partial<TypeDocOptions> =
    options.sources.kind === 'none'
      ? { disableSources: true }
      : options.sources.kind === 'files'
        ? { disableGit: true, basePath: options.sources.basePath, displayBasePath: options.sources.basePath }
        : { disableGit: true, basePath: options.sources.basePath, displayBasePath: options.sources.basePath, sourceLinkTemplate: options.sources.template };

  const app = await Application.bootstrapWithPlugins(
    {
      ...shared,
      ...sourceOptions,
      name: 'Pact Toolbox',
      entryPoints,
      entryPointStrategy: 'resolve',
      tsconfig: tsconfigPath,
      out: options.outDir,
      logLevel: 'Warn',
    } as TypeDocOptions,
    [new TSConfigReader()],
  );
  useSignatureTheme(app);
  recordDeclaringPackages(app);
  quietUnresolvedSymbols(app);
  const logger = new CollectingLogger();
  logger.level = LogLevel.Warn;
  app.logger = logger;

  let programs: readonly ts.Program[] = [];
  let imports: ReturnType<typeof unresolvedImports> = {};
  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    programs = context.programs;
    imports = unresolvedImports(programs, packages);
  });
  // What each declaration names from a module that does not resolve (its types read as `any`): not comparable.
  const unresolved = new Map<number, string[]>();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    const declarations = context.getSymbolFromReflection(reflection)?.declarations ?? [];
    const owner = declarations[0] ? packageOf(declarations[0].getSourceFile().fileName, packages) : undefined;
    const named = owner && imports[owner.name] ? modulesNamedIn(declarations.map(declarationText).join('\n'), imports[owner.name]) : [];
    if (named.length) unresolved.set(reflection.id, named);
  });
  // Name each entry module after its package ("network", not "network/dist").
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module) || !(reflection.parent instanceof ProjectReflection)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const owner = file ? packageOf(file, packages) : undefined;
    if (owner) reflection.name = owner.name;
  });

  const project = await app.convert();
  if (!project) {
    return { warnings: reportedWarnings(logger.warnings, options.sources.kind), errors: [...reportedWarnings(logger.errors, options.sources.kind), 'TypeDoc could not convert the entry points.'], problems: [], pages: [], symbols: [] };
  }

  // A package whose files do not parse is dropped; the rest are still documented.
  const problems: ConvertProblem[] = [];
  const broken = new Set<string>();
  for (const program of programs) {
    for (const sourceFile of program.getSourceFiles()) {
      const owner = packageOf(sourceFile.fileName, packages);
      if (!owner || broken.has(owner.name)) continue;
      const diagnostic = program.getSyntacticDiagnostics(sourceFile)[0];
      if (!diagnostic) continue;
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const text = typeof diagnostic.messageText === 'string' ? diagnostic.messageText : diagnostic.messageText.messageText;
      broken.add(owner.name);
      problems.push({
        packageName: owner.name,
        cause: `syntax error in ${path.relative(owner.root, sourceFile.fileName)}:${line + 1}:${character + 1}: ${text}`,
      });
    }
  }
  for (const module of [...(project.children ?? [])]) {
    const isPackage = packages.some((p) => p.name === module.name);
    if (broken.has(module.name) || !isPackage) project.removeReflection(module);
  }

  // Re-exports of symbols TypeDoc cannot see point at unrelated reflections: drop them, say so.
  const references = (project.children ?? []).flatMap((module) =>
    (module.children ?? []).flatMap((child) => {
      const target = child instanceof ReferenceReflection ? child.tryGetTargetReflectionDeep() : undefined;
      return target ? [{ module: module.name, reflection: child, name: child.name, targetId: target.id, targetName: target.name }] : [];
    }),
  );
  const leftOut = [...bogusRenames(references)].map((index) => references[index]);
  for (const { reflection } of leftOut) project.removeReflection(reflection);
  for (const line of leftOutWarnings(leftOut)) logger.warn(line);
  // Groups were computed during conversion; keep them in step with removed reflections
  // (the project's own groups list the modules: a removed one has no page to link to).
  for (const module of [project, ...(project.children ?? [])]) keepGroupsInStep(module);

  adoptDefaultTags(project);
  // Before the lib and dependency sources it reads are dropped below.
  for (const f of foldForeignInherited(project)) logger.verbose(`api-gen: ${f.owner}: ${f.count} members inherited from ${[...f.origins.packages, ...f.origins.lib].join(', ')} folded into one sentence`);
  quietLibMembers(project);
  if (options.sources.kind !== 'files') dropDependencySources(project);
  if (options.sources.kind === 'files') pinSourceUrls(project, options.sources.url);
  if (options.sources.kind !== 'none') linkExportStatements(project, packages, programs, options.sources.basePath, options.sources.kind === 'files' ? options.sources.url : templateUrl(options.sources.template, options.sources.basePath));
  if (options.sources.kind === 'files' && options.sources.release) linkReleaseSources(project, options.sources.release.sources, options.sources.release.route);
  app.validate(project);
  const declarations = declarationModel(project, unresolved);
  const exportNames = exportNamesInPrograms(programs, packages);
  // A name re-exported from a module that does not resolve is exported all the same: compared as "not compared", never "added".
  for (const [pkg, names] of Object.entries(unresolvedReexports(exportNames, imports, declarations))) {
    for (const [name, module] of Object.entries(names)) {
      const known = declarations[pkg]?.[name];
      (declarations[pkg] ??= {})[name] = known ? { ...known, unresolved: [module] } : { kind: 'other', text: '', members: {}, unresolved: [module] };
    }
  }

  const pages: PageInfo[] = [];
  const fileOf = new Map<number, string>();
  // Pages that show their properties as headings, by file (property-anchors.ts), once the router has placed them.
  let headingProperties: Map<string, Set<string>> | undefined;
  const headingPropertyPages = (router: NonNullable<typeof app.renderer.router>) =>
    new Map(
      Object.values(project.reflections)
        .filter((r) => router.hasOwnDocument(r))
        .map((r) => [router.getFullUrl(r), headingPropertySlugs(r)] as const)
        .filter(([, slugs]) => slugs.size > 0),
    );
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    const page = event as MarkdownPageEvent;
    if (!(page.model instanceof Reflection)) return;
    if (app.renderer.router) {
      headingProperties ??= headingPropertyPages(app.renderer.router);
      page.contents = retargetPropertyLinks(page.contents ?? '', page.url, headingProperties);
    }
    const module = moduleOf(page.model);
    if (!module) return;
    const file = path.relative(options.outDir, page.filename).split(path.sep).join('/');
    const info: PageInfo = {
      file,
      packageName: module.name,
      name: page.model === module ? module.name : page.model.name,
      kind: page.model === module ? 'package' : 'member',
      ...(page.model === module && !module.children?.length ? { exportsNothing: true } : {}),
    };
    fileOf.set(page.model.id, file);
    pages.push(info);
    page.contents = options.decoratePage(info, withMemberSummary(page.contents ?? '', memberSummaryTable(memberRows(page.model))));
  });
  await app.generateOutputs(project);

  const symbols: SymbolEntry[] = [];
  for (const module of project.children ?? []) {
    for (const child of module.children ?? []) {
      const target = child instanceof ReferenceReflection ? child.tryGetTargetReflectionDeep() : child;
      const file = target ? fileOf.get(target.id) : undefined;
      if (!target || !file) continue;
      const owner = moduleOf(target);
      const members =
        target instanceof DeclarationReflection && target.kindOf(ReflectionKind.ClassOrInterface)
          ? (target.children ?? []).map((m) => ({
              name: m.name,
              anchor: memberAnchorOn(target, m),
              ...memberPlaceOf(m.kind, m.name),
            }))
          : [];
      symbols.push({ packageName: module.name, name: child.name, file, kind: symbolKindOf(target.kind), members, ownerPackage: owner?.name ?? module.name });
    }
  }
  return { warnings: reportedWarnings(logger.warnings, options.sources.kind), errors: reportedWarnings(logger.errors, options.sources.kind), problems, pages, symbols, exports: exportNames, declarations };
}
