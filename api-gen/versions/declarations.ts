/**
 * What each package of one version declares, read from TypeDoc's model (not from the pages it prints): per export
 * name (re-export renames followed to the declaration), its kind, its declaration as normalised text
 * (api-gen/versions/type-text.ts) and its members, and the names its declaration takes from a module that does not
 * resolve (a release's dependency that is not on npm or ships no types: TypeScript reads those as `any`, so they
 * are no change). Written to `_data/declarations.json` (DATA_FILES.declarations) of each tree; the versions pass compares the two.
 */
import type { DeclarationReflection, ProjectReflection } from 'typedoc';
import { ReflectionKind } from 'typedoc';
import { textPrinter, type AliasDefinition, type DeclarationLike, type TypeLike, type TypeParameterLike } from './type-text';

export type ExportKind = 'class' | 'interface' | 'function' | 'variable' | 'type' | 'enum' | 'namespace' | 'other';

export interface ExportDeclaration {
  kind: ExportKind;
  /** The declaration's own line: a function's signatures, a variable's type, a type alias's definition, a class's heritage. */
  text: string;
  /** The same line with the project's type aliases written out, when that differs (two versions alike in it are alike). */
  expanded?: string;
  /** Members by name (classes, interfaces, enums, namespaces), each as one line. */
  members: Record<string, string>;
  /** Modules the declaration names types from that do not resolve (empty when all resolve). */
  unresolved: string[];
}

/** Package → export name → declaration. */
export type DeclarationModel = Record<string, Record<string, ExportDeclaration>>;

export function kindOf(kind: ReflectionKind): ExportKind {
  if (kind & ReflectionKind.Class) return 'class';
  if (kind & ReflectionKind.Interface) return 'interface';
  if (kind & ReflectionKind.Function) return 'function';
  if (kind & ReflectionKind.Variable) return 'variable';
  if (kind & ReflectionKind.TypeAlias) return 'type';
  if (kind & ReflectionKind.Enum) return 'enum';
  if (kind & (ReflectionKind.Namespace | ReflectionKind.Module)) return 'namespace';
  return 'other';
}

/**
 * A static member a class inherits from outside the packages (`Error.captureStackTrace`, which `@types/node` adds to
 * `ErrorConstructor`): it comes with whatever types the build has installed, and the package does not declare it.
 */
const inheritedStaticFromOutside = (m: DeclarationLike & { inheritedFrom?: { reflection?: unknown } }) => !!m.flags?.isStatic && !!m.inheritedFrom && !m.inheritedFrom.reflection;

type Described = DeclarationLike & { kind: ReflectionKind; typeParameters?: TypeParameterLike[]; extendedTypes?: TypeLike[]; implementedTypes?: TypeLike[] };

/** The declaration's own line and its members, written by one printer. */
function linesOf(d: Described, { typeText, typeParametersText, signatureText, memberText }: ReturnType<typeof textPrinter>): { text: string; members: Record<string, string> } {
  const kind = kindOf(d.kind);
  const typeParameters = typeParametersText(d.typeParameters);
  const heritage = [d.extendedTypes?.length ? ` extends ${d.extendedTypes.map((t) => typeText(t)).join(', ')}` : '', d.implementedTypes?.length ? ` implements ${[...d.implementedTypes.map((t) => typeText(t))].sort().join(', ')}` : ''].join('');
  const members: Record<string, string> = {};
  if (kind === 'class' || kind === 'interface' || kind === 'enum' || kind === 'namespace') {
    for (const m of d.children ?? []) if (!inheritedStaticFromOutside(m)) members[m.name] = kind === 'enum' ? `${m.name} = ${typeText(m.type)}` : memberText(m);
  }
  let text: string;
  if (kind === 'function') text = (d.signatures ?? []).map((s) => signatureText(s, ': ')).join('; ');
  else if (kind === 'type') text = `${typeParameters} = ${typeText(d.type)}`;
  else if (kind === 'variable') text = typeText(d.type);
  else text = `${kind}${typeParameters}${heritage}`;
  return { text, members };
}

/**
 * The declaration text and members of one reflection (a pure function of TypeDoc's fields); with `expand`, also the
 * line with the project's type aliases written out, when that differs.
 */
export function describeDeclaration(d: Described, expand?: AliasDefinition): Omit<ExportDeclaration, 'unresolved'> {
  const { text, members } = linesOf(d, textPrinter());
  const expanded = expand ? linesOf(d, textPrinter(expand)).text : text;
  return { kind: kindOf(d.kind), text, ...(expanded !== text ? { expanded } : {}), members };
}

/** A reference's type alias definition, when it names a type alias of the project. */
const aliasDefinition: AliasDefinition = (reference) => {
  const target = (reference as { reflection?: DeclarationReflection }).reflection;
  return target?.isDeclaration() && target.kindOf(ReflectionKind.TypeAlias) ? (target.type as TypeLike | undefined) : undefined;
};

/** The model of every package module in a converted project (`unresolved`: reflection id → the unresolved modules its declaration names). */
export function declarationModel(project: ProjectReflection, unresolved: ReadonlyMap<number, string[]>): DeclarationModel {
  const model: DeclarationModel = {};
  for (const module of project.children ?? []) {
    const exports: Record<string, ExportDeclaration> = {};
    for (const child of module.children ?? []) {
      const target = (child.isReference() ? child.tryGetTargetReflectionDeep() : child) as DeclarationReflection | undefined;
      if (!target || !target.isDeclaration()) continue;
      exports[child.name] = { ...describeDeclaration(target as never, aliasDefinition), unresolved: unresolved.get(target.id) ?? [] };
    }
    model[module.name] = exports;
  }
  return model;
}
