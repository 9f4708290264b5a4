/**
 * Puts the "What this sends" panel (./panel.ts) under each sample that ran and
 * sent something, and one quiet line under each that needs what a build cannot
 * give it (a `pact` binary, Docker, a browser wallet), after the sample's caption when it has one. The runs happened
 * before the build (./index.ts); this only looks their outcome up by page and
 * fence line.
 */
import path from 'node:path';
import type { Element } from 'hast';
import type { Code, Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { CAPTION_CLASS } from '../samples/caption';
import { isCheckedLang } from '../samples/fences';
import { renderNeedsLine, renderPanel } from './panel';
import { sampleId } from './pages';
import type { RunOutcome } from './run';

export interface SendsPanelOptions {
  root: string;
  /** The outcomes of this build's runs (undefined: nothing ran). */
  outcomes: () => ReadonlyMap<string, RunOutcome> | undefined;
  networksLabel: string;
}

/** A hast element as an mdast node that renders as that element in .md and .mdx alike. */
export function elementNode(element: Element): RootContent {
  return { type: 'paragraph', data: { hName: element.tagName, hProperties: element.properties, hChildren: element.children }, children: [] } as unknown as RootContent;
}

const isCaption = (node: RootContent | undefined) => {
  const cls = (node?.data as { hProperties?: { className?: unknown } } | undefined)?.hProperties?.className;
  return Array.isArray(cls) && cls.includes(CAPTION_CLASS);
};

/** What goes under a sample: its panel when it sent something, the quiet line when it needs what a build lacks, else nothing. */
export function shownUnder(outcome: RunOutcome, networksLabel: string, subject?: string): Element | undefined {
  if (outcome.status === 'not-run') return outcome.needs ? renderNeedsLine(outcome.needs) : undefined;
  if (!outcome.requests.length) return undefined;
  return renderPanel({ requests: outcome.requests, networksLabel, setup: outcome.setup, error: outcome.status === 'threw' ? outcome.error : undefined, ...(subject ? { subject } : {}) });
}

export function remarkSendsPanels(options: SendsPanelOptions) {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const outcomes = options.outcomes();
    if (!outcomes?.size) return;
    const filePath = file.path ?? file.history?.[0] ?? '';
    const page = path.relative(options.root, filePath).split(path.sep).join('/');
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (!isCheckedLang(node.lang) || !parent || typeof index !== 'number') return;
      const outcome = outcomes.get(sampleId(page, node.position?.start.line ?? 0));
      const panel = outcome && shownUnder(outcome, options.networksLabel);
      if (!panel) return;
      const at = isCaption(parent.children[index + 1] as RootContent) ? index + 2 : index + 1;
      parent.children.splice(at, 0, elementNode(panel));
      return at + 1;
    });
  };
}
