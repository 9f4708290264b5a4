/** The search panel's input, as Rspress 2.0.22 renders it (read before and after the panel's code loads). */
export const PANEL_INPUT_SELECTOR = '.rp-search-panel__input';
