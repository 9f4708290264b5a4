/**
 * A TypeDoc type as tokens, the way it would be written in TypeScript: every
 * part kept (generics, arrays, unions, inline object and function types), a
 * toolkit type carrying the URL of its page. Which types are the toolkit's is
 * the caller's `link`: the URL of a reference, or undefined for anything from
 * outside (`Promise`, `@kadena/types`), which stays plain text. Pure.
 */
import { ReflectionKind, type DeclarationReflection, type ParameterReflection, type ReferenceType, type SignatureReflection, type SomeType, type TypeContext, type TypeParameterReflection } from 'typedoc';
import { joinTokens, kw, punct, tok, type Token } from './tokens';

/** The URL of a referenced type's page or member anchor, or undefined when it is not documented here. */
export type Linker = (ref: ReferenceType) => string | undefined;

/**
 * A type's name as its package exports it: a bundled declaration file imports a name twice under an alias with a
 * `$1` suffix (`PactCmdPayload as PactCmdPayload$1`), which no reader can import.
 */
export function writtenName(name: string): string {
  return name.replace(/\$\d+$/, '');
}

/** A property name as written in TypeScript: quoted when it is not an identifier. */
export function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function literal(value: string | number | boolean | bigint | null): Token {
  if (typeof value === 'string') return tok(JSON.stringify(value), 'string');
  if (typeof value === 'bigint') return tok(`${value}n`, 'number');
  if (typeof value === 'number') return tok(String(value), 'number');
  return kw(String(value));
}

function list(types: SomeType[], link: Linker, where: TypeContext, separator: string): Token[] {
  return joinTokens(
    types.map((t) => typeTokens(t, link, where)),
    [punct(separator)],
  );
}

/** One parameter: `...name?: Type`. */
export function parameterTokens(p: ParameterReflection, link: Linker): Token[] {
  const type = p.type;
  const value = shownDefault(p.defaultValue);
  // A parameter with a default is optional by that; TypeScript writes no `?` beside an initializer.
  const name = [...(p.flags.isRest ? [punct('...')] : []), tok(p.name, 'param'), ...(p.flags.isOptional && !value ? [punct('?')] : [])];
  // A rest parameter's array type is written as TypeScript wants it (`...args: string[]`).
  const typed = type ? [...name, punct(': '), ...typeTokens(type, link)] : name;
  return value ? [...typed, punct(' = '), defaultToken(value)] : typed;
}

/** Longest default written into a signature; a longer one stays in the parameter table only. */
export const MAX_SIGNATURE_DEFAULT = 24;

/**
 * A parameter's default as the signature shows it (`pollInterval: number = 5000`), from TypeDoc's model (the
 * initializer, or a `@default` tag adopted by api-gen/defaults.ts); undefined when there is none, when TypeDoc could
 * only write `...`, or when it is too long for a signature line.
 */
export function shownDefault(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/\s+/g, ' ');
  if (!text || text === '...' || text.length > MAX_SIGNATURE_DEFAULT) return undefined;
  return text;
}

/** A default value as a token coloured by what it is. */
function defaultToken(value: string): Token {
  if (/^-?\d[\d_.]*n?$/.test(value)) return tok(value, 'number');
  if (/^(["'`]).*\1$/.test(value)) return tok(value, 'string');
  if (/^(true|false|null|undefined)$/.test(value)) return kw(value);
  return tok(value);
}

/** One type parameter: `in T extends Constraint = Default`. */
export function typeParameterTokens(tp: TypeParameterReflection, link: Linker): Token[] {
  const out: Token[] = [];
  if (tp.flags.isConst) out.push(kw('const'), punct(' '));
  if (tp.varianceModifier) out.push(kw(tp.varianceModifier), punct(' '));
  out.push(tok(tp.name, 'typeParameter'));
  if (tp.type) out.push(punct(' '), kw('extends'), punct(' '), ...typeTokens(tp.type, link));
  if (tp.default) out.push(punct(' = '), ...typeTokens(tp.default, link));
  return out;
}

export function typeParametersTokens(tps: TypeParameterReflection[] | undefined, link: Linker): Token[] {
  return tps?.length ? [punct('<'), ...joinTokens(tps.map((tp) => typeParameterTokens(tp, link)), [punct(', ')]), punct('>')] : [];
}

/** A function type: `<T>(a: A) => R`, `new (a: A) => R`. */
export function functionTypeTokens(sig: SignatureReflection, link: Linker, construct = false): Token[] {
  const params = joinTokens((sig.parameters ?? []).map((p) => parameterTokens(p, link)), [punct(', ')]);
  return [...(construct ? [kw('new'), punct(' ')] : []), ...typeParametersTokens(sig.typeParameters, link), punct('('), ...params, punct(') => '), ...(sig.type ? typeTokens(sig.type, link) : [kw('void')])];
}

/** The members of an object type, each as a row: `name?: Type`, `method(a: A): R`, `[key: string]: T`. */
export function objectMemberTokens(decl: DeclarationReflection, link: Linker): Token[][] {
  const rows: Token[][] = [];
  for (const sig of decl.indexSignatures ?? []) {
    const [param] = sig.parameters ?? [];
    rows.push([punct('['), tok(param?.name ?? 'key', 'param'), punct(': '), ...(param?.type ? typeTokens(param.type, link) : [kw('string')]), punct(']: '), ...(sig.type ? typeTokens(sig.type, link) : [kw('unknown')])]);
  }
  for (const child of decl.children ?? []) {
    const name = [...(child.flags.isReadonly ? [kw('readonly'), punct(' ')] : []), tok(propertyName(child.name), 'name'), ...(child.flags.isOptional ? [punct('?')] : [])];
    if (child.signatures?.length && !child.type) {
      for (const sig of child.signatures) {
        const params = joinTokens((sig.parameters ?? []).map((p) => parameterTokens(p, link)), [punct(', ')]);
        rows.push([...name, ...typeParametersTokens(sig.typeParameters, link), punct('('), ...params, punct('): '), ...(sig.type ? typeTokens(sig.type, link) : [kw('void')])]);
      }
    } else if (child.getSignature || child.setSignature) {
      const type = child.getSignature?.type ?? child.setSignature?.parameters?.[0]?.type;
      rows.push([...name, punct(': '), ...(type ? typeTokens(type, link) : [kw('unknown')])]);
    } else {
      rows.push([...name, punct(': '), ...(child.type ? typeTokens(child.type, link) : [kw('unknown')])]);
    }
  }
  return rows;
}

function reflectionTokens(decl: DeclarationReflection, link: Linker): Token[] {
  const members = objectMemberTokens(decl, link);
  const calls = decl.signatures ?? [];
  if (calls.length === 1 && !members.length) return functionTypeTokens(calls[0], link, calls[0].kind === ReflectionKind.ConstructorSignature);
  const callRows = calls.map((sig) => {
    const params = joinTokens((sig.parameters ?? []).map((p) => parameterTokens(p, link)), [punct(', ')]);
    return [...typeParametersTokens(sig.typeParameters, link), punct('('), ...params, punct('): '), ...(sig.type ? typeTokens(sig.type, link) : [kw('void')])];
  });
  const rows = [...callRows, ...members];
  return rows.length ? [punct('{ '), ...joinTokens(rows, [punct('; ')]), punct(' }')] : [punct('{}')];
}

/** A type as tokens; `where` is the place it stands in, which decides its parentheses. */
export function typeTokens(type: SomeType, link: Linker, where: TypeContext = 'none'): Token[] {
  const inner = bareTypeTokens(type, link);
  return type.needsParenthesis(where) ? [punct('('), ...inner, punct(')')] : inner;
}

function bareTypeTokens(type: SomeType, link: Linker): Token[] {
  switch (type.type) {
    case 'intrinsic':
      return [kw(type.name)];
    case 'literal':
      return [literal(type.value)];
    case 'reference': {
      const args = type.typeArguments?.length ? [punct('<'), ...list(type.typeArguments, link, 'referenceTypeArgument', ', '), punct('>')] : [];
      if (type.refersToTypeParameter) return [tok(type.name, 'typeParameter'), ...args];
      return [tok(writtenName(type.name), 'type', link(type)), ...args];
    }
    case 'array':
      return [...typeTokens(type.elementType, link, 'arrayElement'), punct('[]')];
    case 'union':
      return list(type.types, link, 'unionElement', ' | ');
    case 'intersection':
      return list(type.types, link, 'intersectionElement', ' & ');
    case 'tuple':
      return [punct('['), ...list(type.elements, link, 'tupleElement', ', '), punct(']')];
    case 'namedTupleMember':
      return [tok(type.name, 'param'), punct(type.isOptional ? '?: ' : ': '), ...typeTokens(type.element, link, 'tupleElement')];
    case 'optional':
      return [...typeTokens(type.elementType, link, 'optionalElement'), punct('?')];
    case 'rest':
      return [punct('...'), ...typeTokens(type.elementType, link, 'restElement')];
    case 'reflection':
      return reflectionTokens(type.declaration, link);
    case 'query':
      return [kw('typeof'), punct(' '), ...typeTokens(type.queryType, link, 'queryTypeTarget')];
    case 'typeOperator':
      return [kw(type.operator), punct(' '), ...typeTokens(type.target, link, 'typeOperatorTarget')];
    case 'indexedAccess':
      return [...typeTokens(type.objectType, link, 'indexedObject'), punct('['), ...typeTokens(type.indexType, link, 'indexedIndex'), punct(']')];
    case 'conditional':
      return [
        ...typeTokens(type.checkType, link, 'conditionalCheck'),
        punct(' '),
        kw('extends'),
        punct(' '),
        ...typeTokens(type.extendsType, link, 'conditionalExtends'),
        punct(' ? '),
        ...typeTokens(type.trueType, link, 'conditionalTrue'),
        punct(' : '),
        ...typeTokens(type.falseType, link, 'conditionalFalse'),
      ];
    case 'inferred':
      return [kw('infer'), punct(' '), tok(type.name, 'typeParameter'), ...(type.constraint ? [punct(' '), kw('extends'), punct(' '), ...typeTokens(type.constraint, link, 'inferredConstraint')] : [])];
    case 'mapped': {
      const ro = type.readonlyModifier ? [punct(type.readonlyModifier === '-' ? '-' : ''), kw('readonly'), punct(' ')] : [];
      const opt = type.optionalModifier === '+' ? '+?' : type.optionalModifier === '-' ? '-?' : type.optionalModifier ? '?' : '';
      const as = type.nameType ? [punct(' '), kw('as'), punct(' '), ...typeTokens(type.nameType, link, 'mappedName')] : [];
      return [punct('{ '), ...ro, punct('['), tok(type.parameter, 'typeParameter'), punct(' '), kw('in'), punct(' '), ...typeTokens(type.parameterType, link, 'mappedParameter'), ...as, punct(`]${opt}: `), ...typeTokens(type.templateType, link, 'mappedTemplate'), punct(' }')];
    }
    case 'predicate':
      return [
        ...(type.asserts ? [kw('asserts'), punct(' ')] : []),
        tok(type.name, 'param'),
        ...(type.targetType ? [punct(' '), kw('is'), punct(' '), ...typeTokens(type.targetType, link, 'predicateTarget')] : []),
      ];
    case 'templateLiteral':
      return [
        tok(`\`${type.head}`, 'string'),
        ...type.tail.flatMap(([t, text]) => [punct('${'), ...typeTokens(t, link, 'templateLiteralElement'), punct('}'), tok(text, 'string')]),
        tok('`', 'string'),
      ];
    case 'unknown':
      return [tok(type.name)];
  }
}
