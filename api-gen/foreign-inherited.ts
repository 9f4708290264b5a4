/**
 * A toolkit class that extends a class from outside the toolkit can inherit hundreds of members nobody reads on its
 * page: the web components of `@pact-toolbox/wallet-ui` extend Lit's `LitElement`, so each page listed every
 * property of the DOM's `HTMLElement` (aria*, on*, scroll*, …) and Lit's lifecycle, about 380 members, which made
 * the page some 270 KB and a quarter of the search index. Those members are folded: the page keeps its own members
 * and the ones it inherits from toolkit classes, and one sentence under its description names the foreign bases and
 * how many members they add. A class inheriting only a few foreign members (an error's `message`, `name`, `stack`)
 * keeps them listed (lib-members.ts links them to MDN).
 *
 * Runs on TypeDoc's model after conversion and before lib-members.ts and dependency-sources.ts drop the sources it
 * reads.
 */
import { readFileSync } from 'node:fs';
import { Comment, CommentTag, type DeclarationReflection, type ProjectReflection, ReflectionKind } from 'typedoc';
import { isDependencyFile } from './dependency-sources';
import { keepGroupsInStep } from './groups-in-step';
import { isLibFile, libOwner } from './lib-members';

/** Fewest foreign inherited members for a class to have them folded. */
export const FOREIGN_INHERITED_MIN = 25;

/** A declaration file outside the toolkit: TypeScript's lib, or an installed dependency that is no toolkit package. */
export function isForeignFile(file: string): boolean {
  return isLibFile(file) || (isDependencyFile(file) && !/[\\/]node_modules[\\/]@pact-toolbox[\\/]/.test(file));
}

type Sourced = { sources?: { fullFileName: string; line: number }[] };

/** A member inherited from a class declared outside the toolkit: every source it has is foreign. */
function isForeignInherited(member: DeclarationReflection): boolean {
  const sources = (member as Sourced).sources ?? [];
  // The constructor stays: it says how the class is made, whoever declared it.
  return !member.kindOf(ReflectionKind.Constructor) && member.inheritedFrom !== undefined && sources.length > 0 && sources.every((s) => isForeignFile(s.fullFileName));
}

/** The installed package a dependency file belongs to: `…/node_modules/@lit/reactive-element/x.d.ts` → `@lit/reactive-element`. */
export function dependencyPackage(file: string): string | undefined {
  const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*node_modules[\\/])/.exec(file);
  return m?.[1].replace('\\', '/');
}

/** Where folded members come from: the dependency packages, and the lib interfaces that declare them (`HTMLElement`). */
export interface ForeignOrigins {
  packages: string[];
  lib: string[];
}

/** That sentence as a pattern, for readers of a page that tell it from the class's own comment. */
export const FOLDED_SENTENCE = /^It also inherits \d+ members from .+, not listed on this page\.$/;

/** The sentence a class with folded members carries under its description, naming where they come from. */
export function foldedSentence(count: number, origins: ForeignOrigins): string {
  const names = [...origins.packages.map((p) => `\`${p}\``), ...(origins.lib.includes('HTMLElement') ? ["the DOM's `HTMLElement`"] : origins.lib.length ? ["TypeScript's lib"] : [])];
  const from = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'outside the toolkit');
  return `It also inherits ${count} members from ${from}, not listed on this page.`;
}

export interface Folded {
  owner: string;
  count: number;
  origins: ForeignOrigins;
}

/** Removes the foreign inherited members of every class with at least `min` of them; returns what it folded. */
export function foldForeignInherited(project: ProjectReflection, min = FOREIGN_INHERITED_MIN, read: (file: string) => string = (file) => readFileSync(file, 'utf8')): Folded[] {
  const folded: Folded[] = [];
  const texts = new Map<string, string>();
  const libOwnerAt = (file: string, line: number) => {
    try {
      if (!texts.has(file)) texts.set(file, read(file));
      return libOwner(texts.get(file)!, line);
    } catch {
      return undefined;
    }
  };
  for (const reflection of project.getReflectionsByKind(ReflectionKind.Class) as DeclarationReflection[]) {
    const foreign = (reflection.children ?? []).filter(isForeignInherited);
    if (foreign.length < min) continue;
    for (const member of foreign) project.removeReflection(member);
    keepGroupsInStep(reflection);
    const sources = foreign.flatMap((m) => (m as Sourced).sources ?? []);
    const origins: ForeignOrigins = {
      packages: [...new Set(sources.flatMap((s) => (isLibFile(s.fullFileName) ? [] : [dependencyPackage(s.fullFileName) ?? ''])).filter(Boolean))].sort(),
      lib: [...new Set(sources.flatMap((s) => (isLibFile(s.fullFileName) ? [libOwnerAt(s.fullFileName, s.line) ?? ''] : [])).filter(Boolean))].sort(),
    };
    const sentence = foldedSentence(foreign.length, origins);
    // Under the class's own description; a class without one gets it as a remark, so that its summary (the page's
    // description, its row in the package's list) stays empty rather than saying this.
    if (reflection.comment?.summary.length) reflection.comment.summary.push({ kind: 'text', text: `\n\n${sentence}` });
    else (reflection.comment ??= new Comment()).blockTags.push(new CommentTag('@remarks', [{ kind: 'text', text: sentence }]));
    folded.push({ owner: reflection.name, count: foreign.length, origins });
  }
  return folded;
}
