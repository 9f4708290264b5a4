/**
 * A comparison of API names ("submitAndListen vs submit", "dirtyRead vs local difference") is answered by the guide
 * section that presents those names side by side, and the API reference already knows which one that is: each API
 * page's "In the guide" section lists the guide sections linking to it, with the members each one links to
 * (api-gen/backlinks.ts). The section linking to every compared name, and to the most of its page's members, leads.
 */
import { findSymbols, type SymbolDirectory } from './directory';
import { withinOneEdit } from './fuzzy';
import { COMPARISON } from './intents';
import { sectionKind } from './score';
import type { SearchIndex } from './search-index';
import { STOP_WORDS } from './tokenize';

/** One line of an "In the guide" section: "Transaction › Sending: the dispatcher (dirtyRead, local)". */
export interface GuideLink {
  page: string;
  heading?: string;
  members: string[];
}

const LINE = /^(.+?)(?: › (.+?))?(?: \(([^()]*)\))?$/;

/** The guide sections an "In the guide" section's text lists (its first lines, heading and lead-in, are no links). */
export function guideLinksOf(text: string): GuideLink[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.includes(' › ') || / \([^()]*\)$/.test(line))
    .map((line) => LINE.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ page: m[1], ...(m[2] ? { heading: m[2] } : {}), members: m[3] ? m[3].split(',').map((x) => x.trim()).filter(Boolean) : [] }));
}

/** Words a comparison holds besides the names compared ("what is the difference between"), typos of its own words too. */
function isComparisonWord(word: string): boolean {
  return STOP_WORDS.has(word) || COMPARISON.test(word) || withinOneEdit(word, 'difference') || word === 'between';
}

/** The names a comparison compares: every other word must be one, and there must be two. */
export function comparedNames(dir: SymbolDirectory, query: string): string[] {
  if (!COMPARISON.test(query)) return [];
  const words = query.split(/[\s,?]+/).filter(Boolean);
  const names = words.filter((w) => !isComparisonWord(w.toLowerCase()));
  if (names.length < 2 || names.some((w) => !findSymbols(dir, w).length)) return [];
  return [...new Set(names.map((n) => n.toLowerCase()))].length === names.length ? names : [];
}

const key = (link: GuideLink) => `${link.page} › ${link.heading ?? ''}`;

/** The index section of the guide section that links to every name compared (the most members listed wins); undefined when none does. */
export function comparedInGuide(index: SearchIndex, dir: SymbolDirectory, query: string): number | undefined {
  const names = comparedNames(dir, query);
  if (!names.length) return undefined;
  const listed = new Map<string, number>();
  const linking = names.map((name) => {
    const found = new Set<string>();
    for (const match of findSymbols(dir, name)) {
      const route = match.kind === 'page' ? match.page.route : match.member.owner.route;
      const doc = index.docs.findIndex((d) => d.route === route);
      if (doc < 0) continue;
      for (const s of index.docs[doc].sections) {
        const section = index.sections[s];
        if (sectionKind(index.docs[doc], section) !== 'backlinks') continue;
        for (const link of guideLinksOf(section.text)) {
          if (match.kind === 'member' && !link.members.some((m) => m.toLowerCase() === name.toLowerCase())) continue;
          found.add(key(link));
          listed.set(key(link), Math.max(listed.get(key(link)) ?? 0, link.members.length));
        }
      }
    }
    return found;
  });
  const common = [...linking[0]].filter((k) => linking.every((set) => set.has(k)));
  const best = common.sort((a, b) => (listed.get(b) ?? 0) - (listed.get(a) ?? 0))[0];
  if (!best) return undefined;
  const [page, heading] = best.split(' › ');
  const doc = index.docs.find((d) => d.kind === 'guide' && d.title === page);
  return doc?.sections.find((x) => (heading ? index.sections[x].path.at(-1) === heading : index.sections[x].path.length === 0));
}
