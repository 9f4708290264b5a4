/**
 * Guide pages the build writes into the docs folder rather than someone by hand (never committed; listed in
 * .gitignore): their route, file and title, for the sidebar, the plugin that writes each, and the checks that would
 * otherwise look for them among the written pages.
 */
export interface GeneratedPage {
  route: string;
  /** The file, relative to the docs folder. */
  file: string;
  title: string;
}

/** Every "Known issue" box of the guide and the API reference, one list (plugins/known-issues/). */
export const KNOWN_ISSUES_PAGE: GeneratedPage = { route: '/known-issues', file: 'known-issues.md', title: 'Known Issues' };

export const GENERATED_GUIDE_PAGES: readonly GeneratedPage[] = [KNOWN_ISSUES_PAGE];
