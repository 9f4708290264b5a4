/** Ctrl+K, or Cmd+K on macOS: the key Rspress's panel listens for (by code, so any keyboard layout works). */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.code === 'KeyK' && (event.ctrlKey || event.metaKey);
}
