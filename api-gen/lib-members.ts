/**
 * Members a toolkit type inherits from TypeScript's own lib (`message`, `name`,
 * `stack` of a class extending `Error`; the methods of `Uint8Array`): no
 * "Defined in" line pointing into the build machine's
 * `node_modules/typescript/lib`, and their "Inherited from" names the lib
 * global (`Error.message`) linked to MDN's reference for it. Runs on TypeDoc's
 * model before rendering; the theme links a reference that carries an
 * `externalUrl` (api-gen/signature/theme.ts).
 */
import { readFileSync } from 'node:fs';
import { DeclarationReflection, ProjectReflection, ReferenceType, SignatureReflection, type Reflection } from 'typedoc';
import references from './lib-references.json';

/** Whether a declaration file is one of TypeScript's own lib files (`…/typescript/lib/lib.es5.d.ts`). */
export function isLibFile(file: string): boolean {
  return /(^|[\\/])typescript[\\/]lib[\\/]lib\.[\w.]+\.d\.ts$/.test(file);
}

/** The lib interface or global declaring the member at 1-based `line` of a lib file's text: the nearest `interface X` above it. */
export function libOwner(text: string, line: number): string | undefined {
  const lines = text.split('\n');
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    const m = /^(?:declare\s+)?(?:interface|class)\s+([A-Za-z_$][\w$]*)/.exec(lines[i]);
    if (m) return m[1];
  }
  return undefined;
}

const PAGES: Record<string, string> = references.pages;

/** A member's part of an MDN address: `[iterator]` → `Symbol.iterator`, `constructor` → the global's own page. */
function memberPath(page: string, member: string): string {
  if (member === 'constructor') return page;
  const symbol = /^\[(\w+)\]$/.exec(member)?.[1];
  return symbol ? `Symbol.${symbol}` : member;
}

/** MDN's page for a lib global's member (or the global itself), or undefined for a global MDN does not document as such. */
export function mdnUrl(owner: string, member?: string): string | undefined {
  const page = PAGES[owner];
  if (!page) return undefined;
  return `${references.base}${page}${member ? `/${memberPath(page, member)}` : ''}`;
}

type Sourced = Reflection & { sources?: { fullFileName: string; line: number }[] };

/**
 * Drops every lib source reference from the project and points the "Inherited from", "Overrides" and
 * "Implementation of" references of those members at MDN. Returns how many members it changed.
 */
export function quietLibMembers(project: ProjectReflection, read: (file: string) => string = (file) => readFileSync(file, 'utf8')): number {
  const texts = new Map<string, string>();
  const text = (file: string) => texts.get(file) ?? (texts.set(file, read(file)), texts.get(file)!);
  const owners = new Map<number, string>();
  let changed = 0;
  const reflections = Object.values(project.reflections) as Sourced[];
  for (const reflection of reflections) {
    const lib = reflection.sources?.filter((s) => isLibFile(s.fullFileName)) ?? [];
    if (!lib.length) continue;
    let owner: string | undefined;
    try {
      owner = libOwner(text(lib[0].fullFileName), lib[0].line);
    } catch {
      owner = undefined;
    }
    if (owner) owners.set(reflection.id, owner);
    const rest = reflection.sources!.filter((s) => !isLibFile(s.fullFileName));
    reflection.sources = rest.length ? (rest as never) : undefined;
    changed++;
  }
  for (const reflection of reflections) {
    if (!(reflection instanceof DeclarationReflection || reflection instanceof SignatureReflection)) continue;
    const member = reflection instanceof SignatureReflection ? reflection.parent : reflection;
    const owner = owners.get(reflection.id) ?? owners.get(member.id);
    for (const ref of [reflection.inheritedFrom, reflection.overwrites, reflection.implementationOf]) {
      if (!(ref instanceof ReferenceType) || ref.reflection) continue;
      // An inherited lib member is named after the lib global that declares it; an override of one (`Error.cause`) already is.
      const global = owner ?? /^([A-Za-z_$][\w$]*)\./.exec(ref.name)?.[1];
      const url = global && mdnUrl(global, member.name);
      if (!global || !url) continue;
      ref.name = `${global}.${member.name}`;
      ref.externalUrl = url;
    }
  }
  return changed;
}

/** How the theme shows a reference TypeDoc could not resolve but quietLibMembers gave an address: the name, linked. */
export function externalReference(model: unknown): string | undefined {
  return model instanceof ReferenceType && !model.reflection && model.externalUrl ? `[\`${model.name}\`](${model.externalUrl})` : undefined;
}
