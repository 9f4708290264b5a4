/**
 * typedoc-plugin-markdown's theme with our signature blocks: its two title
 * partials (a signature's, and a variable's or type alias's) are replaced by
 * ones that build the block from TypeDoc's model, so every parameter type,
 * return type and type parameter shows, with toolkit types linked. The rest of
 * the theme is the plugin's.
 */
import { DeclarationReflection, ReflectionKind, type Application, type ReferenceType, type Renderer, type SignatureReflection } from 'typedoc';
import { MarkdownTheme, MarkdownThemeContext, type MarkdownPageEvent } from 'typedoc-plugin-markdown';
import type { Reflection } from 'typedoc';
import { declarationLines, signatureLines, unionLines, type SignatureParts } from './layout';
import { signatureMarkup } from './markup';
import { externalReference } from '../lib-members';
import { kw, punct, tok, type Token } from './tokens';
import { objectMemberTokens, parameterTokens, propertyName, typeParameterTokens, typeTokens, type Linker } from './type-tokens';
import { symbolPage } from '../symbol-head';
import { declaringPackageOf } from '../declaring-package';
import { fullName } from '../packages';
import { dependencyAnchor, dependencySection, libTypeUrl, readDeclaration, type DependencyType } from '../type-references';

export const THEME_NAME = 'pact-toolbox-signatures';

/** Modifiers a member signature starts with (`static`, `abstract`, `readonly`). */
function modifiers(flags: DeclarationReflection['flags'] | undefined): Token[] {
  if (!flags) return [];
  const words = [flags.isStatic && 'static', flags.isAbstract && 'abstract'].filter((w): w is string => Boolean(w));
  return words.flatMap((w) => [kw(w), punct(' ')]);
}

/** A signature's parts: `function name<T>(a: A): R;`, `new Name(a: A): Name;`, `method?(a: A): R;`, `get name(): T;`. */
export function signatureParts(sig: SignatureReflection, link: Linker, accessor?: 'get' | 'set'): SignatureParts {
  const parent = sig.parent as DeclarationReflection | undefined;
  const head: Token[] = [...modifiers(parent?.flags)];
  const anonymous = ['__call', '__type'].includes(sig.name);
  if (sig.kind === ReflectionKind.ConstructorSignature) head.push(kw('new'), punct(' '), tok(sig.name.replace(/^new /, ''), 'name'));
  else if (accessor) head.push(kw(accessor), punct(' '), tok(propertyName(parent?.name ?? sig.name), 'name'));
  else if (!anonymous) {
    if (parent?.kindOf(ReflectionKind.Function)) head.push(kw('function'), punct(' '));
    head.push(tok(propertyName(parent?.name ?? sig.name), 'name'));
    if (parent?.flags.isOptional) head.push(punct('?'));
  }
  const returns = accessor === 'set' || !sig.type ? [] : [punct(': '), ...typeTokens(sig.type, link)];
  return {
    head,
    typeParameters: sig.kind === ReflectionKind.ConstructorSignature ? [] : (sig.typeParameters ?? []).map((tp) => typeParameterTokens(tp, link)),
    parameters: (sig.parameters ?? []).map((p) => parameterTokens(p, link)),
    tail: [...returns, punct(';')],
  };
}

/** The block of a variable or type alias: `const name: Type;`, `type Name<T> = Type;`. Undefined for other kinds. */
export function declarationBlock(model: DeclarationReflection, link: Linker): string | undefined {
  const isType = model.kindOf(ReflectionKind.TypeAlias);
  if (!isType && !model.kindOf(ReflectionKind.Variable)) return undefined;
  const typeParams = (model.typeParameters ?? []).map((tp) => typeParameterTokens(tp, link));
  const head: Token[] = isType
    ? [kw('type'), punct(' '), tok(model.name, 'name'), ...(typeParams.length ? [punct('<'), ...typeParams.flatMap((t, i) => (i ? [punct(', '), ...t] : t)), punct('>')] : []), punct(' = ')]
    : // An imported binding cannot be reassigned, whatever the module declared it with: `const` is what a reader holds.
      [kw('const'), punct(' '), tok(model.name, 'name'), punct(': ')];
  const type = model.type;
  if (!type) return signatureMarkup([[...head, kw('unknown'), punct(';')]]);
  if (type.type === 'reflection') {
    const decl = type.declaration;
    const [only] = decl.signatures ?? [];
    if (only && decl.signatures!.length === 1 && !decl.children?.length && !decl.indexSignatures?.length) {
      const construct = only.kind === ReflectionKind.ConstructorSignature;
      const tps = (only.typeParameters ?? []).map((tp) => typeParameterTokens(tp, link));
      return signatureMarkup(
        signatureLines({
          head: [...head, ...(construct ? [kw('new'), punct(' ')] : [])],
          typeParameters: tps,
          parameters: (only.parameters ?? []).map((p) => parameterTokens(p, link)),
          tail: [punct(' => '), ...(only.type ? typeTokens(only.type, link) : [kw('void')]), punct(';')],
        }),
      );
    }
    return signatureMarkup(declarationLines(head, typeTokens(type, link), objectMemberTokens(decl, link), [punct(';')]));
  }
  if (type.type === 'union') return signatureMarkup(unionLines(head, type.types.map((t) => typeTokens(t, link, 'unionElement')), [punct(';')]));
  return signatureMarkup(declarationLines(head, typeTokens(type, link), undefined, [punct(';')]));
}

/**
 * The link of a type from a package the reference does not document (`ChainId` from `@pact-toolbox/types`): its
 * definition, read from its declaration file and kept in `found` for the end of the page. Undefined for TypeScript's
 * own types and when the declaration cannot be read.
 */
function dependencyLink(ref: ReferenceType, found: Map<string, DependencyType>): string | undefined {
  const id = ref.symbolId;
  if (!id?.fileName || !ref.package || ref.package === 'typescript') return undefined;
  const declared = id.qualifiedName.split('.').pop() ?? ref.name;
  if (!found.has(ref.name)) {
    const text = readDeclaration(id.fileName, id.pos, declared);
    if (!text) return undefined;
    found.set(ref.name, { name: ref.name, packageName: ref.package, text });
  }
  return `#${dependencyAnchor(ref.name)}`;
}

/** The render context: the plugin's, with the two title partials replaced. */
export class SignatureContext extends MarkdownThemeContext {
  constructor(theme: MarkdownTheme, page: MarkdownPageEvent<Reflection>, options: MarkdownThemeContext['options']) {
    super(theme, page, options);
    const original = this.partials;
    // A reference to the page's own symbol links to the page itself (urlTo gives "" for it).
    const self = page.url.split('/').pop() ?? '';
    // Types from packages without pages, used on this page: their definitions end the page.
    const dependencies = new Map<string, DependencyType>();
    const link: Linker = (ref: ReferenceType) => {
      const target = ref.reflection;
      if (target) return this.router.hasUrl(target) ? this.urlTo(target) || self || undefined : undefined;
      return libTypeUrl(ref.name, ref.package) ?? dependencyLink(ref, dependencies);
    };
    const reflectionTemplate = this.templates.reflection;
    this.templates = {
      ...this.templates,
      // The head of a symbol page and its relationship lists (api-gen/symbol-head.ts).
      reflection: (p) => {
        const md = reflectionTemplate(p);
        if (!(p.model instanceof DeclarationReflection)) return md;
        const page = symbolPage(md, p.model, link, fullName, declaringPackageOf(p.model));
        const section = dependencySection([...dependencies.values()]);
        return section ? `${page.trimEnd()}\n\n${section}\n` : page;
      },
    };
    this.partials = {
      ...original,
      hierarchy: () => '',
      signatureTitle: (model, opts) => signatureMarkup(signatureLines(signatureParts(model, link, opts?.accessor as 'get' | 'set' | undefined))),
      declarationTitle: (model) => declarationBlock(model, link) ?? original.declarationTitle(model),
      // "Inherited from" a lib global (api-gen/lib-members.ts): its name linked to MDN.
      typeAndParent: (model) => externalReference(model) ?? original.typeAndParent(model),
    };
  }
}

export class SignatureTheme extends MarkdownTheme {
  override getRenderContext(page: MarkdownPageEvent<Reflection>): MarkdownThemeContext {
    return new SignatureContext(this, page, this.application.options);
  }
}

/** Renders with this theme (after typedoc-plugin-markdown has loaded). */
export function useSignatureTheme(app: Application): void {
  (app.renderer as Renderer).defineTheme(THEME_NAME, SignatureTheme);
  app.options.setValue('theme', THEME_NAME);
}

