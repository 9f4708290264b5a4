/**
 * The browser build's stand-in for `@unhead/react` and `@unhead/react/client`
 * (swapped in by plugins/light-head/index.ts). Rspress uses them for one thing in the
 * browser: its layout's `useHead` call, which sets the page title, `<html lang>`,
 * `og:type`, `og:title`, `description` and `og:description` after a client-side
 * navigation. This does that with the DOM directly. The static HTML still comes
 * from the real unhead in the server render, so the first load's head is the same.
 *
 * `Head` renders nothing: its children would be a page's frontmatter `head`
 * tags, which no page of this site has (plugins/light-head/light-head.test.ts fails
 * when one does), and which the static HTML carries anyway.
 */
import { type ReactNode, useEffect } from 'react';
import { type HeadInput, type HeadPlan, headPlan, type MetaName } from './head-plan';

/** The tags the last `useHead` wrote, so the next one can remove those it leaves out. */
let written: MetaName[] = [];

const selector = (tag: MetaName) => `meta[${tag.attribute}="${CSS.escape(tag.key)}"]`;

function applyPlan(doc: Document, plan: HeadPlan): void {
  if (plan.title !== undefined && doc.title !== plan.title) doc.title = plan.title;
  if (plan.lang !== undefined && doc.documentElement.lang !== plan.lang) doc.documentElement.lang = plan.lang;
  for (const tag of plan.write) {
    const [first, ...extra] = doc.head.querySelectorAll<HTMLMetaElement>(selector(tag));
    for (const duplicate of extra) duplicate.remove();
    if (first) {
      if (first.content !== tag.content) first.content = tag.content;
      continue;
    }
    const meta = doc.createElement('meta');
    meta.setAttribute(tag.attribute, tag.key);
    meta.content = tag.content;
    doc.head.append(meta);
  }
  for (const tag of plan.remove) for (const meta of doc.head.querySelectorAll(selector(tag))) meta.remove();
}

export function useHead(input: HeadInput): void {
  useEffect(() => {
    const plan = headPlan(input, written);
    applyPlan(document, plan);
    written = plan.write;
  });
}

export function Head(_props: { children?: ReactNode }): null {
  return null;
}

/** No head object to share: `useHead` writes to the document itself. */
export function createHead(): Record<string, never> {
  return {};
}

export function UnheadProvider({ children }: { head?: unknown; children?: ReactNode }): ReactNode {
  return children;
}
