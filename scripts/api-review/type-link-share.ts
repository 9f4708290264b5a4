/**
 * How many type names in the signature blocks of the review pages are links, how many are styled as type
 * parameters and how many are neither (plain text): `npx tsx scripts/api-review/type-link-share.ts [docs/api]`.
 * Reads api-gen's markdown (the `.pt-sig` blocks), prints one line per page and the totals. A figure for a
 * review, not a test: the rule it measures is held by api-gen/signature/type-tokens.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The review pages, by file under docs/api; either spelling of a page that moved between builds. */
export const REVIEW_PAGES: string[][] = [
  ['chainweb-client/index.md'],
  ['transaction/index.md'],
  ['crypto/index.md'],
  ['chainweb-client/classes/ChainwebClient.md'],
  ['transaction/classes/PactTransactionBuilder.md'],
  ['chainweb-client/classes/ChainwebClientError.md'],
  ['chainweb-client/functions/submitAndListen.md'],
  ['transaction/functions/execution.md'],
  ['prelude/functions/topologicSort.md'],
  ['chainweb-client/interfaces/NetworkConfig.md'],
  ['signers/type-aliases/MessageSigner.md', 'crypto/type-aliases/Address.md'],
  ['transaction/variables/CLOCK_SKEW_OFFSET_SECONDS.md'],
];

export interface TypeNameCounts {
  linked: number;
  typeParameters: number;
  plain: string[];
}

/** The type names of every signature block in a page's markdown: linked, type parameters, and the plain ones. */
export function typeNameCounts(markdown: string): TypeNameCounts {
  const out: TypeNameCounts = { linked: 0, typeParameters: 0, plain: [] };
  for (const block of markdown.match(/<code class="pt-sig-code">[\s\S]*?<\/code>/g) ?? []) {
    for (const [, cls, inner] of block.matchAll(/<span class="(pt-sig-t|pt-sig-tp)">(.*?)<\/span>/g)) {
      if (cls === 'pt-sig-tp') out.typeParameters += 1;
      else if (/\]\(/.test(inner)) out.linked += 1;
      else out.plain.push(inner);
    }
  }
  return out;
}

function main(dir: string): void {
  let linked = 0;
  let params = 0;
  const plain: string[] = [];
  for (const choices of REVIEW_PAGES) {
    const file = choices.map((f) => path.join(dir, f)).find((f) => existsSync(f));
    if (!file) {
      console.log(`${choices.join(' or ')}: missing`);
      continue;
    }
    const c = typeNameCounts(readFileSync(file, 'utf8'));
    linked += c.linked;
    params += c.typeParameters;
    plain.push(...c.plain);
    console.log(`${path.relative(dir, file)}: ${c.linked} linked, ${c.typeParameters} type parameters, ${c.plain.length} plain${c.plain.length ? ` (${[...new Set(c.plain)].join(', ')})` : ''}`);
  }
  const total = linked + params + plain.length;
  console.log(`total: ${linked}/${total} linked (${total ? ((100 * linked) / total).toFixed(1) : '0'} %), ${params} type parameters, ${plain.length} plain`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main(path.resolve(process.argv[2] ?? 'docs/api'));
