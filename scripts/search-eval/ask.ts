/**
 * One query at a time, as the panel answers it on a guide page of a copied build (see README.md):
 *   npx tsx scripts/search-eval/ask.ts <build dir> "query" ["query" ...]
 * prints the first eight distinct links with their title paths.
 */
import { searcherFor } from './dump';

const [buildDir, ...queries] = process.argv.slice(2);
const ask = searcherFor(buildDir, 8);
for (const q of queries) {
  console.log(`${q}`);
  ask(q).forEach((a, i) => console.log(`  ${i + 1}. ${a.link}   ${a.header}`));
}
