/**
 * The Rspress plugin that checks the guide's code samples and gives readers
 * hover types (see README, "How code samples are checked"). It wires
 * ./remark.ts (compile, report, fail when strict), ./render.ts (twoslash
 * rendering in Shiki) and the popup client of @rspress/plugin-twoslash, and
 * prints `samples: N/M type-check (source|registry)` after the build.
 */
import { devFileServer } from '../../lib/dev-files';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { brief, createPageReport, type ExpectedFindings } from '../../lib/page-report';
import type { SampleProblem } from './check';
import { remarkSampleCheck, type PageTally } from './remark';
import { existsSync, readFileSync } from 'node:fs';
import { POPUP_DIR } from './runtime/trigger';
import { publishPopupFiles, stagePopupFile } from './popup-files';
import { popupFileTransformer, sampleTransformer } from './render';
import { loadSampleSetup, summaryLine } from './setup';

export interface SampleCheckPluginOptions {
  /** api-gen's data folder (docs/api/_data), which holds the module map. */
  dataDir: string;
  projectDir: string;
  /** The documents folder, to name pages. */
  root: string;
  strict: boolean;
  /** The JSON report of samples that do not compile (non-strict builds). */
  reportFile: string;
  /** Where pages being compiled leave their type popup files (./popup-files.ts); default .cache/type-popups. */
  popupStageDir?: string;
  log?: (line: string) => void;
}

/** The popup client (custom elements) and its styles, from @rspress/plugin-twoslash. */
export function twoslashClientDir(projectDir: string): string {
  const entry = createRequire(path.join(projectDir, 'package.json')).resolve('@rspress/plugin-twoslash');
  return path.join(path.dirname(entry), '../static');
}

/** A problem in the build report; `against: "npm"` for a sample's error against the published packages (its caption only marks it). */
export type ReportedProblem = SampleProblem & { against?: 'npm' };

/** The log line of a page's report: its errors against the build's own API; empty (nothing logged) when it has only npm ones. */
export function reportLine(page: string, items: readonly ReportedProblem[], mode: string): string {
  const own = items.filter((p) => !p.against);
  return own.length ? `samples: ${page}: ${own.length} type error(s) against the ${mode} API: ${own.map((p) => `line ${p.line} ${p.message.split('\n')[0]}`).join('; ')}` : '';
}

/**
 * In a build of the npm packages the guide's samples, written for the toolkit's main branch, fail where main differs:
 * one line for all such pages (each caption still says so on the page).
 */
export function samplesExpected(mode: string): ExpectedFindings<ReportedProblem> | undefined {
  return mode === 'registry' ? { test: () => true, summary: (pages) => `samples: ${pages} page(s) fail to type-check against npm, as expected` } : undefined;
}

export function pluginSampleCheck(options: SampleCheckPluginOptions): RspressPlugin {
  const log = options.log ?? ((line: string) => console.warn(line));
  // Per-page lines go through the report's own short form unless a caller collects them.
  const { checker, mode, sources, npmChecker, markTarget } = loadSampleSetup(options.dataDir, options.projectDir);
  const tallies: PageTally[] = [];
  const pageLog = options.log ?? ((line: string) => console.warn(brief(line, options.reportFile)));
  const report = createPageReport<ReportedProblem>(options.reportFile, mode, (page, items) => reportLine(page, items, mode), (line) => line && pageLog(line), samplesExpected(mode));
  const onFailures = (problems: SampleProblem[], npmProblems: SampleProblem[]) =>
    report((problems[0] ?? npmProblems[0]).page, [...problems, ...npmProblems.map((p) => ({ ...p, against: 'npm' as const }))]);
  const client = twoslashClientDir(options.projectDir);
  const stageDir = options.popupStageDir ?? path.join(options.projectDir, '.cache/type-popups');
  const popupFile = new RegExp(`/static/${POPUP_DIR}/([0-9a-f]{12})\\.json$`);
  return {
    name: 'pact-docs-sample-check',
    // Our popup client (client/hover.ts: positions a popup only while it is shown); the plugin's stylesheet.
    globalUIComponents: [path.join(options.projectDir, 'plugins/samples/runtime/TypePopups.tsx')],
    globalStyles: path.join(client, 'global-styles/twoslash.css'),
    markdown: {
      remarkPlugins: [[remarkSampleCheck, { checker, strict: options.strict, root: options.root, onFailures, onPage: (t: PageTally) => tallies.push(t), sources, npmChecker, markTarget }]],
    },
    config(config) {
      config.markdown ??= {};
      config.markdown.shiki ??= {};
      config.markdown.shiki.transformers = [
        ...(config.markdown.shiki.transformers ?? []),
        sampleTransformer(checker),
        popupFileTransformer((hash, popups) => stagePopupFile(stageDir, hash, popups)),
      ];
      return config;
    },
    builderConfig: {
      // `rspress dev` serves the popup files from the staging folder (a build copies them into the output).
      server: devFileServer((pathname) => {
        const hash = popupFile.exec(pathname)?.[1];
        const file = hash && path.join(stageDir, `${hash}.json`);
        return file && existsSync(file) ? { type: 'application/json', body: readFileSync(file) } : null;
      }),
    },
    afterBuild(config, isProd) {
      // In `rspress dev` this runs after every recompile and the tallies pile up: the per-page lines say it there.
      // Nor is there an output folder: the dev server serves the popups from the staging folder (the middleware above).
      if (!isProd) return;
      console.log(summaryLine(tallies, mode));
      publishPopupFiles(path.resolve(options.projectDir, config.outDir ?? 'doc_build'), stageDir);
    },
  };
}
