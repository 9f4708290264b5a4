/**
 * The outline's "copy" and "open in chat" rows, as Rspress renders them when its llms UI sits by the page
 * title (`llmsUI.placement: 'title'`, which plugins/llms/ sets): nothing. Exported from theme/index.tsx over
 * Rspress's, so the rows' code and the chat services' icons stay out of every page's first load
 * (WORKAROUNDS.md row "llms-no-view-options"; guarded by plugins/llms/view-options.test.ts).
 */
export function LlmsOpenRow(): null {
  return null;
}

export function LlmsCopyRow(): null {
  return null;
}
