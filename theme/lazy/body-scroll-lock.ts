/**
 * body-scroll-lock as Rspress's phone menu and sidebar drawer use it, loaded the first time one of them opens
 * (swapped in for their import by plugins/theme-modules/index.ts). Calls run in the order made, once the
 * library has arrived; a clear before any lock has nothing to clear. Keeps 1.2 KB gzip out of every page's
 * first load, for a panel most readers never open.
 */
type Library = typeof import('body-scroll-lock');

let library: Promise<Library> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function run(call: (lib: Library) => void): void {
  library ??= import('body-scroll-lock');
  const loading = library;
  queue = queue.then(() => loading.then(call)).catch((error: unknown) => console.error('body-scroll-lock failed to load', error));
}

export function disableBodyScroll(...args: Parameters<Library['disableBodyScroll']>): void {
  run((lib) => lib.disableBodyScroll(...args));
}

export function clearAllBodyScrollLocks(): void {
  if (library) run((lib) => lib.clearAllBodyScrollLocks());
}
