/**
 * The reader's version, remembered across pages (localStorage), and the one line a page shows after the menu
 * landed the reader elsewhere than the same page (sessionStorage, read once). Storage that throws (private modes)
 * only loses the memory.
 */
export const CHOICE_KEY = 'pt-api-version';
export const NOTICE_KEY = 'pt-api-version-notice';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

export function rememberChoice(id: string): void {
  try {
    storage('localStorage')?.setItem(CHOICE_KEY, id);
  } catch {}
}

export function rememberedChoice(): string | undefined {
  try {
    return storage('localStorage')?.getItem(CHOICE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Leaves a line for the page at `route` (a member's anchor on it does not matter: the page shows the line). */
export function leaveNotice(route: string, text: string): void {
  try {
    storage('sessionStorage')?.setItem(NOTICE_KEY, JSON.stringify({ route: route.split('#')[0], text }));
  } catch {}
}

/** The line left for `route`, removed as it is read; undefined when none was left for it. */
export function takeNotice(route: string): string | undefined {
  try {
    const raw = storage('sessionStorage')?.getItem(NOTICE_KEY);
    if (!raw) return undefined;
    const notice = JSON.parse(raw) as { route: string; text: string };
    if (notice.route !== route) return undefined;
    storage('sessionStorage')?.removeItem(NOTICE_KEY);
    return notice.text;
  } catch {
    return undefined;
  }
}
