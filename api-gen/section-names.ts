/**
 * Headings api-gen gives sections of its own on API pages, named once for the
 * pages that write them and the search that ranks them (plugins/search/runtime/score.ts). Browser-safe.
 */

/** The package README at the end of a package page. */
export const README_HEADING = 'README';

/** The guide sections that link to an API page (api-gen/backlinks.ts). */
export const BACKLINKS_HEADING = 'In the guide';

/** The label of an error reference entry that has no cause and fix written yet (api-gen/errors/page.ts); search ranks such an entry below pages that explain the message. */
export const ERROR_NO_ENTRY_LABEL = 'Cause and fix.';

/**
 * The label an error reference entry's written cause opens with (api-gen/errors/page.ts). An entry without it (no
 * entry written, or a message only the published release throws, listed with the line that throws it) says where,
 * not why: search ranks it below pages that explain the message.
 */
export const ERROR_CAUSE_LABEL = 'Cause.';
