/** Set by plugins/slim-site-data at build time: changes with any page's data (cache key of the files). */
declare const __PAGE_DATA_VERSION__: string;
