/**
 * "Skip to content": the first tab stop of every page, shown only while it has
 * focus (skip-link.css). Its href leads to SKIP_TARGET_ID, which sits at the
 * start of each page's `<main>` (SkipTarget below, rendered at the top of the
 * doc layout's main and inside our own mains), so it works before hydration as
 * a plain fragment link. Once hydrated, a click moves focus to the `<main>`
 * itself, so the next Tab continues inside the content.
 */
import type { MouseEvent } from 'react';
import { useText } from '../../lib/runtime/useText';
import { focusMain, SKIP_TARGET_ID } from './focusMain';
import './skip-link.css';

export function SkipLink() {
  const text = useText();
  // The markdown twin of a page (llms.txt, "Copy page as markdown") is rendered through the same layout: no link there.
  if (import.meta.env.SSG_MD) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMain(document)) event.preventDefault();
  };
  return (
    <a className="pt-skip-link" href={`#${SKIP_TARGET_ID}`} onClick={onClick}>
      {text('ptSkipLink')}
    </a>
  );
}

/** Where the skip link's fragment points before hydration: an empty marker at the start of `<main>`. */
export function SkipTarget() {
  if (import.meta.env.SSG_MD) return null;
  return <span id={SKIP_TARGET_ID} className="pt-skip-target" />;
}
