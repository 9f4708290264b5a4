/** One page of each page type, for checks that run over every type (axe, console, requests). */
export const PAGE_TYPES: [type: string, path: string][] = [
  ['home', ''],
  ['guide', 'getting-started/first-project'],
  ['overview', 'packages/'],
  ['API index', 'api/'],
  ['API item', 'api/chainweb-client/classes/ChainwebClient'],
  ['404', 'no/such/page'],
  ['blank', 'cheatsheet'],
  ['custom', 'glossary'],
];
