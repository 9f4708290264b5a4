/**
 * Moving a loaded page of the built site to another of its pages without loading a document, as the site's own
 * links do (React Router's BrowserRouter follows `popstate`), and knowing from the built HTML when that page shows.
 *
 * A route the page has not loaded before does not render on the first `popstate`: Rspress's links load the page's
 * chunk before they navigate (useLinkNavigate), and a route element mounted before its chunk loaded stays empty
 * here. So a first visit goes there (which loads the chunk), back to the page it came from, and there again, where
 * the route now mounts with its code at hand, as it does after a link click.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { at } from './fixtures';
import { builtFile, pageMark, type PageMark } from './page-mark';

export type { PageMark };

/** The mark of a page of a build folder. */
export function builtPageMark(outDir: string, pathname: string): PageMark {
  return pageMark(readFileSync(path.join(outDir, builtFile(pathname)), 'utf8'));
}

/** Sends the router to `url` (a path on the page's origin) the way the browser's Back button does. */
async function pop(page: Page, url: string): Promise<void> {
  await page.evaluate((url) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-pt-left', '');
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/** Whether the page shows `mark` (its title, and a freshly rendered `<h1>` with its id), or does within `timeout` ms (0: now). */
async function shows(page: Page, mark: PageMark, timeout: number): Promise<boolean> {
  const showing = ({ title, h1 }: PageMark) => document.title === title && (h1 === undefined || document.querySelector('h1:not([data-pt-left])')?.id === h1);
  if (timeout === 0) return page.evaluate(showing, mark);
  return page.waitForFunction(showing, mark, { timeout }).then(() => true, () => false);
}

/**
 * Shows the page at `pathname` in the already loaded `page` without a document load, and waits until it shows
 * (`to`) and its entrance animations have ended. `from` is the page showing now. A page without an `<h1>` cannot be
 * told apart this way: use a page load for it.
 */
export async function navigateInApp(page: Page, from: { pathname: string; mark: PageMark }, to: { pathname: string; mark: PageMark }): Promise<void> {
  if (to.mark.h1 === undefined) throw new Error(`/${to.pathname} has no <h1> to recognise it by: load it with page.goto instead`);
  const url = new URL(at(to.pathname)).pathname;
  await pop(page, url);
  // The title comes with the page's data, once its chunk has loaded.
  if (!(await shows(page, { title: to.mark.title }, 20_000))) throw new Error(`client navigation to /${to.pathname}: the title never became "${to.mark.title}"`);
  if (!(await shows(page, to.mark, 0))) {
    // A first visit: there and back again.
    await pop(page, new URL(at(from.pathname)).pathname);
    if (!(await shows(page, from.mark, 20_000))) throw new Error(`client navigation back to /${from.pathname} did not show it`);
    await pop(page, url);
    if (!(await shows(page, to.mark, 20_000))) throw new Error(`client navigation to /${to.pathname} did not show its <h1 id="${to.mark.h1}">`);
  }
  await animationsDone(page);
}

/**
 * Waits until the finite animations and transitions on the document's timeline have ended (a page's content fades
 * in after a route change; a theme switch fades colours). Scroll-driven and endless ones never end, so not those.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
