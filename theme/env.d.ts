/** Build-time flags Rspress defines for theme code (`define` in its Rsbuild config). */
interface ImportMetaEnv {
  /** True in the render that writes each page's markdown twin (llms), false in the HTML and browser builds. */
  readonly SSG_MD?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// body-scroll-lock ships no types; what theme/lazy/body-scroll-lock.ts calls of it.
declare module 'body-scroll-lock' {
  export function disableBodyScroll(target: Element, options?: { reserveScrollBarGap?: boolean; allowTouchMove?: (el: Element) => boolean }): void;
  export function clearAllBodyScrollLocks(): void;
}
