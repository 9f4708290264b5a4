/**
 * The guide's network samples, read from the page files before the build
 * (the runs happen before any page is compiled): every fence the sample check
 * compiles (plugins/samples/fences.ts), its verdict (./classify.ts) and the
 * `sends:` lines written right before it (./expectations.ts). Pages are parsed
 * as Rspress parses them: markdown with GFM, MDX for `.mdx`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, Parent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isCheckedLang, isCheckedPage, type CheckedLang } from '../samples/fences';
import { classify, type Verdict } from './classify';
import { runnableCode } from './bundle';
import { contractAsShown, contractFor, contractTitle, pactImports } from './contracts';
import { linkContinuations, type EarlierPart } from './continues';
import { ExpectationError, markerLines, parseExpectation, type Expectation } from './expectations';
import { SCRIPT_RUN } from '../../config/run-samples';

export interface PageSample {
  /** "packages/transaction.mdx:412": page and the fence's opening line. */
  id: string;
  page: string;
  line: number;
  lang: CheckedLang;
  code: string;
  verdict: Verdict;
  expectations: Expectation[];
  /** For a sample that continues earlier ones (./continues.ts): those that run before it in its process. */
  before?: EarlierPart[];
  /** For a sample importing a `.pact` file: the contracts its page shows, by their fence's title (./contracts.ts). */
  contracts?: Record<string, string>;
}

export interface CollectedSamples {
  samples: PageSample[];
  /** `sends:` lines that do not parse, or that sit before no sample. */
  problems: string[];
}

export const sampleId = (page: string, line: number) => `${page}:${line}`;

/** The guide's page files under `root` (the generated API reference left out), relative to it, sorted. */
export function guidePages(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.mdx?$/.test(f) && isCheckedPage(f))
    .sort();
}

/** The comments right before a node (blank lines between are fine in mdast: siblings are adjacent). */
function commentsBefore(parent: Parent, index: number): RootContent[] {
  const out: RootContent[] = [];
  for (let i = index - 1; i >= 0; i--) {
    const node = parent.children[i] as RootContent;
    if (node.type !== 'mdxFlowExpression' && node.type !== 'html') break;
    out.unshift(node);
  }
  return out;
}

export function collectFromTree(tree: Root, page: string): CollectedSamples {
  const result: CollectedSamples = { samples: [], problems: [] };
  const used = new Set<RootContent>();
  visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
    if (!isCheckedLang(node.lang) || !parent || typeof index !== 'number') return;
    const line = node.position?.start.line ?? 0;
    const expectations: Expectation[] = [];
    for (const comment of commentsBefore(parent, index)) {
      const lines = markerLines(comment);
      if (lines.length) used.add(comment);
      for (const text of lines) {
        try {
          expectations.push(parseExpectation(text));
        } catch (error) {
          if (!(error instanceof ExpectationError)) throw error;
          result.problems.push(`${sampleId(page, comment.position?.start.line ?? line)}: ${error.message}`);
        }
      }
    }
    result.samples.push({ id: sampleId(page, line), page, line, lang: node.lang, code: node.value, verdict: classify(node.value), expectations });
  });
  // Titled contracts in page order; a sample gets each file as the page last showed it above the sample.
  const shown: { line: number; title: string; source: string }[] = [];
  visit(tree, 'code', (node: Code) => {
    const title = node.lang === 'pact' ? contractTitle(node.meta) : undefined;
    if (title) shown.push({ line: node.position?.start.line ?? 0, title, source: node.value });
  });
  for (const s of result.samples) {
    const imports = pactImports(runnableCode(s.code));
    if (s.verdict.kind !== 'run' || (!imports.length && !s.verdict.script)) continue;
    const contracts: Record<string, string> = {};
    for (const c of shown) if (c.line < s.line) contracts[c.title] = contractAsShown(contracts[c.title], c.source);
    // A script runs in a project holding the contracts its page showed above it; one that reads no contract file runs
    // without any (config/run-samples.ts SCRIPT_RUN).
    if (s.verdict.script) {
      if (Object.keys(contracts).length || !SCRIPT_RUN.readsContracts.test(runnableCode(s.code))) s.contracts = contracts;
      else s.verdict = { kind: 'not-run', reason: 'a deployment script, but its page shows no `pact` fence titled with a contract file (```pact title="pact/…"```) above it, so its project would have no contract to deploy' };
      continue;
    }
    const missing = imports.find((i) => !contractFor(i, contracts));
    if (missing) s.verdict = { kind: 'not-run', reason: `imports \`${missing}\`, but its page shows no \`pact\` fence titled with that file (\`\`\`pact title="…/${missing.split('/').at(-1)}"\`), so there is no contract to make its module from` };
    else s.contracts = contracts;
  }
  const links = linkContinuations(result.samples);
  for (const s of result.samples) {
    const link = links.get(s.id);
    if (link?.kind === 'chain') s.before = link.before;
    if (link?.kind === 'unresolved') s.verdict = link.needs ? { kind: 'not-run', reason: link.reason, needs: link.needs } : { kind: 'not-run', reason: link.reason };
  }
  visit(tree, (node) => {
    const comment = node as RootContent;
    if (used.has(comment) || !markerLines(comment).length) return;
    result.problems.push(`${sampleId(page, comment.position?.start.line ?? 0)}: a "sends:" comment must sit right before a ts, tsx or js sample (a blank line between): move it there`);
  });
  return result;
}

export function collectPageFile(root: string, page: string): CollectedSamples {
  if (!isCheckedPage(page)) return { samples: [], problems: [] };
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (page.endsWith('.mdx')) processor.use(remarkMdx);
  // `## Title {#anchor}` is read by Rspress before MDX sees it; same line count.
  const text = readFileSync(path.join(root, page), 'utf8').replace(/^(#{1,6} .*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1');
  return collectFromTree(processor.parse(text) as Root, page);
}

export function collectGuide(root: string): CollectedSamples {
  const all: CollectedSamples = { samples: [], problems: [] };
  for (const page of guidePages(root)) {
    const found = collectPageFile(root, page);
    all.samples.push(...found.samples);
    all.problems.push(...found.problems);
  }
  return all;
}
