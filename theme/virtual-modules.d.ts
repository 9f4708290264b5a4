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

/** Rspress's build-time page data: every page's data, and the search index file hash per version###lang. */
declare module 'virtual-page-data' {
  export const pageData: { pages: Record<string, unknown>[] };
  export const searchIndexHash: Record<string, string>;
}

/** Rspress's build-time site data (the resolved config the browser needs). */
declare module 'virtual-site-data' {
  const siteData: Record<string, unknown>;
  export default siteData;
}
