/** Rspress's build-time module of social icons: icon key → SVG markup. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** Rspress's build-time i18n table: text key → language → text (rspress.config.ts `i18nSource`). */
declare module 'virtual-i18n-text' {
  const texts: Record<string, Record<string, string>>;
  export default texts;
}
