/**
 * The names readers give a whole page of the site (data only; read by plugins/search/runtime/page-names.ts): a query
 * that is one of these phrases, and nothing else, opens that page. For pages whose title is not what readers call them
 * ("Error messages" is the error reference) or that a query's words would otherwise miss (the Known Issues list
 * counts less than the sections it quotes unless the query holds its title).
 *
 * Rules for an entry: the phrase is the whole query as a reader types it (lowercase, spaces only); never a query of
 * the quality set; the route is a page every build has (config/search-page-names.test.ts checks both).
 */
import { ERRORS_ROUTE } from '../api-gen/layout';
import { KNOWN_ISSUES_PAGE } from './generated-pages';

export interface PageName {
  reader: readonly string[];
  route: string;
  from: string;
}

export const PAGE_NAMES: readonly PageName[] = [
  {
    reader: ['error reference', 'errors reference', 'error list', 'list of errors', 'error codes', 'all errors', 'error catalog', 'error catalogue', 'error index', 'errors list'],
    route: ERRORS_ROUTE,
    from: 'the error reference, titled "Error messages": every message the toolkit throws, by package, with cause and fix',
  },
  {
    reader: ['known bugs', 'bug list', 'list of bugs', 'open bugs', 'bugs', 'known problems', 'issues list', 'list of known issues'],
    route: KNOWN_ISSUES_PAGE.route,
    from: 'the Known Issues page: every "Known issue" box of the guide and the API reference, each linking to its section',
  },
];
