/**
 * The view-options menu beside "Copy page as markdown", as Rspress renders it with `llmsUI.viewOptions: false`
 * (which plugins/llms/ sets): nothing. Swapped in for Rspress's module by plugins/llms/ (`VIEW_OPTIONS_REPLACEMENT`) so the menu's
 * code, its chat-service icons and styles stay out of every page's first load (WORKAROUNDS.md row "llms-no-view-options").
 */
export function LlmsViewOptions(): null {
  return null;
}
