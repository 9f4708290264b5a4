/** Where the known-issues list lives: its route, title, and the file written for it in the docs folder. */
export const KNOWN_ISSUES_ROUTE = '/known-issues';
export const KNOWN_ISSUES_TITLE = 'Known Issues';
export const KNOWN_ISSUES_FILE = 'known-issues.md';
