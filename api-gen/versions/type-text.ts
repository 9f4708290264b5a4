/**
 * A TypeDoc type as one line of normalised declaration text, for comparing two versions of an export: union and
 * intersection members sorted (their order is the compiler's, not the author's), object members sorted, no import
 * paths, single spaces. Works on TypeDoc's type objects and on their JSON form alike (same field names). Pure.
 */

/** The fields of TypeDoc's types this printer reads (a structural subset of `SomeType` and its JSON). */
export interface TypeLike {
  type: string;
  name?: string;
  value?: unknown;
  types?: TypeLike[];
  elements?: TypeLike[];
  element?: TypeLike;
  elementType?: TypeLike;
  typeArguments?: TypeLike[];
  declaration?: DeclarationLike;
  queryType?: TypeLike;
  operator?: string;
  target?: TypeLike | unknown;
  objectType?: TypeLike;
  indexType?: TypeLike;
  checkType?: TypeLike;
  extendsType?: TypeLike;
  trueType?: TypeLike;
  falseType?: TypeLike;
  parameter?: string;
  parameterType?: TypeLike;
  templateType?: TypeLike;
  nameType?: TypeLike;
  readonlyModifier?: string;
  optionalModifier?: string;
  head?: string;
  tail?: [TypeLike, string][];
  asserts?: boolean;
  targetType?: TypeLike;
  isOptional?: boolean;
  constraint?: TypeLike;
  qualifiedName?: string;
}

export interface ParameterLike {
  name: string;
  type?: TypeLike;
  flags?: { isOptional?: boolean; isRest?: boolean };
  defaultValue?: string;
}

export interface TypeParameterLike {
  name: string;
  type?: TypeLike;
  default?: TypeLike;
}

export interface SignatureLike {
  typeParameters?: TypeParameterLike[];
  parameters?: ParameterLike[];
  type?: TypeLike;
}

export interface DeclarationLike {
  name: string;
  type?: TypeLike;
  flags?: { isOptional?: boolean; isReadonly?: boolean; isStatic?: boolean };
  signatures?: SignatureLike[];
  indexSignatures?: SignatureLike[];
  children?: DeclarationLike[];
  getSignature?: SignatureLike;
  setSignature?: SignatureLike;
}

const sortedJoin = (parts: string[], separator: string) => [...new Set(parts)].sort().join(separator);

function literalText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value && 'value' in value) return `${(value as { negative?: boolean }).negative ? '-' : ''}${String((value as { value: unknown }).value)}n`;
  return String(value);
}

/** What a reference names when it is a type alias of the project (its definition), to print in its place. */
export type AliasDefinition = (reference: TypeLike) => TypeLike | undefined;

/**
 * The printers, writing each reference by its name, or with `expand` each reference to a type alias without type
 * arguments as the alias's definition (so `Signatures` and `Readonly<Record<Address, Bytes>>` read alike).
 */
export function textPrinter(expand?: AliasDefinition) {
  const expanding = new Set<string>();
  /** Where a composite type needs brackets around a member (a union inside an array). */
  const wrap = (t: TypeLike | undefined) => (t && ['union', 'intersection', 'conditional', 'reflection'].includes(t.type) && !(t.type === 'reflection' && !t.declaration?.signatures?.length) ? `(${typeText(t)})` : typeText(t));

  function typeParametersText(list: readonly TypeParameterLike[] | undefined): string {
    if (!list?.length) return '';
    return `<${list.map((p) => `${p.name}${p.type ? ` extends ${typeText(p.type)}` : ''}${p.default ? ` = ${typeText(p.default)}` : ''}`).join(', ')}>`;
  }

  /** A call signature: `<T>(a: string, b?: number) => R` (`arrow`: ' => ' between parameters and result, else ': '). */
  function signatureText(signature: SignatureLike, arrow = ' => '): string {
    const params = (signature.parameters ?? []).map((p) => `${p.flags?.isRest ? '...' : ''}${p.name}${p.flags?.isOptional || p.defaultValue !== undefined ? '?' : ''}: ${typeText(p.type)}`);
    return `${typeParametersText(signature.typeParameters)}(${params.join(', ')})${arrow}${typeText(signature.type)}`;
  }

  /** An object member as one line: `readonly name?: T`, `name(a: T): R`. */
  function memberText(member: DeclarationLike): string {
    const modifiers = `${member.flags?.isStatic ? 'static ' : ''}${member.flags?.isReadonly ? 'readonly ' : ''}`;
    const optional = member.flags?.isOptional ? '?' : '';
    if (member.signatures?.length) return member.signatures.map((s) => `${modifiers}${member.name}${optional}${signatureText(s, ': ')}`).join('; ');
    if (member.getSignature || member.setSignature) return `${modifiers}${member.setSignature ? '' : 'readonly '}${member.name}: ${typeText(member.getSignature?.type ?? member.setSignature?.parameters?.[0]?.type)}`;
    return `${modifiers}${member.name}${optional}: ${typeText(member.type)}`;
  }

  function objectText(declaration: DeclarationLike): string {
    const calls = declaration.signatures ?? [];
    const index = (s: SignatureLike) => `[${(s.parameters ?? []).map((p) => `${p.name}: ${typeText(p.type)}`).join(', ')}]: ${typeText(s.type)}`;
    const members = [...(declaration.indexSignatures ?? []).map(index), ...(declaration.children ?? []).map(memberText)];
    if (calls.length === 1 && !members.length) return signatureText(calls[0]);
    const all = [...calls.map((s) => signatureText(s, ': ')), ...members];
    return all.length ? `{ ${sortedJoin(all, '; ')} }` : '{}';
  }

  function typeText(t: TypeLike | undefined): string {
    if (!t) return 'void';
    switch (t.type) {
      case 'intrinsic':
      case 'unknown':
      case 'inferred':
        return t.name ?? 'unknown';
      case 'literal':
        return literalText(t.value);
      case 'reference': {
        // A bundler's local alias of an imported name ("PactCmdPayload$1") is the same name.
        const name = (t.name ?? '').replace(/\$\d+$/, '');
        const alias = expand && !expanding.has(name) && !t.typeArguments?.length ? expand(t) : undefined;
        if (alias) {
          expanding.add(name);
          try {
            return typeText(alias);
          } finally {
            expanding.delete(name);
          }
        }
        return `${name}${t.typeArguments?.length ? `<${t.typeArguments.map((a) => typeText(a)).join(', ')}>` : ''}`;
      }
      case 'array':
        return `${wrap(t.elementType)}[]`;
      case 'union':
        return sortedJoin((t.types ?? []).map(typeText), ' | ');
      case 'intersection':
        return sortedJoin((t.types ?? []).map(wrap), ' & ');
      case 'tuple':
        return `[${(t.elements ?? []).map(typeText).join(', ')}]`;
      case 'namedTupleMember':
        return `${t.name}${t.isOptional ? '?' : ''}: ${typeText(t.element)}`;
      case 'optional':
        return `${wrap(t.elementType)}?`;
      case 'rest':
        return `...${typeText(t.elementType)}`;
      case 'reflection':
        return t.declaration ? objectText(t.declaration) : '{}';
      case 'query':
        return `typeof ${typeText(t.queryType)}`;
      case 'typeOperator':
        return `${t.operator} ${typeText(t.target as TypeLike)}`;
      case 'indexedAccess':
        return `${wrap(t.objectType)}[${typeText(t.indexType)}]`;
      case 'conditional':
        return `${typeText(t.checkType)} extends ${typeText(t.extendsType)} ? ${typeText(t.trueType)} : ${typeText(t.falseType)}`;
      case 'mapped':
        return `{ ${t.readonlyModifier === '+' ? 'readonly ' : t.readonlyModifier === '-' ? '-readonly ' : ''}[${t.parameter} in ${typeText(t.parameterType)}${t.nameType ? ` as ${typeText(t.nameType)}` : ''}]${t.optionalModifier === '+' ? '?' : t.optionalModifier === '-' ? '-?' : ''}: ${typeText(t.templateType)} }`;
      case 'templateLiteral':
        return `\`${t.head ?? ''}${(t.tail ?? []).map(([part, text]) => `\${${typeText(part)}}${text}`).join('')}\``;
      case 'predicate':
        return `${t.asserts ? 'asserts ' : ''}${t.name}${t.targetType ? ` is ${typeText(t.targetType)}` : ''}`;
      default:
        return t.name ?? t.type;
    }
  }

  return { typeText, typeParametersText, signatureText, memberText };
}

export const { typeText, typeParametersText, signatureText, memberText } = textPrinter();

/** Spaces as one (declaration text from any source), for a last normalisation before comparing. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
