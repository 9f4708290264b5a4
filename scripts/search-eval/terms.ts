/**
 * Why a query ranks as it does: prints its query terms (the index keys each word reaches, with match strength) and
 * the best-scoring pages with their two best sections, for a copied build (README.md):
 *   npx tsx scripts/search-eval/terms.ts <build dir> "query" ["query" ...]
 */
import '../../plugins/search/concept-globals';
import { buildIndex } from '../../plugins/search/runtime/search-index';
import { queryTerms, scorePages } from '../../plugins/search/runtime/score';
import { indexPagesOf } from './dump';
const [dir, ...qs] = process.argv.slice(2);
const index = buildIndex(indexPagesOf(dir));
for (const q of qs) {
  console.log('==', q);
  for (const t of queryTerms(index, q)) console.log('  ', t.word, JSON.stringify([...t.keys.entries()].slice(0, 12)));
  for (const p of scorePages(index, q).slice(0, 5)) console.log('   p', index.docs[p.doc].route, p.score.toFixed(2), p.sections.slice(0,2).map(s => index.sections[s.section].path.at(-1) + ':' + s.score.toFixed(2)).join(' | '));
}
