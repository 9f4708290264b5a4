import { describe, expect, it } from 'vitest';
import { declarationLines, LINE_BUDGET, signatureLines, unionLines, type Line } from './layout';
import { kw, punct, textOf, tok, width } from './tokens';

const text = (lines: Line[]) => lines.map(textOf).join('\n');
const head = [kw('function'), punct(' '), tok('f', 'name')];

describe('signatureLines', () => {
  it('keeps a signature that fits on one line', () => {
    const lines = signatureLines({ head, typeParameters: [], parameters: [[tok('a', 'param'), punct(': '), kw('string')]], tail: [punct(': '), kw('void'), punct(';')] });
    expect(text(lines)).toBe('function f(a: string): void;');
  });

  it('puts one parameter per line, indented with a trailing comma, when the line is longer than the budget', () => {
    const param = (name: string) => [tok(name, 'param'), punct(': '), tok('SomeRatherLongTypeName', 'type')];
    const lines = signatureLines({ head, typeParameters: [], parameters: [param('first'), param('second')], tail: [punct(': '), kw('void'), punct(';')] });
    expect(text(lines)).toBe('function f(\n  first: SomeRatherLongTypeName,\n  second: SomeRatherLongTypeName,\n): void;');
    expect(lines.slice(0, -1).every((l) => width(l) <= LINE_BUDGET)).toBe(true);
  });

  it('breaks long type parameters too, and a signature without parameters keeps its ()', () => {
    const lines = signatureLines({
      head,
      typeParameters: [[tok('Payload', 'type'), punct(' '), kw('extends'), punct(' '), tok('PactCmdPayloadWithAVeryLongName', 'type')]],
      parameters: [],
      tail: [punct(': '), kw('void'), punct(';')],
    });
    expect(text(lines)).toBe('function f<\n  Payload extends PactCmdPayloadWithAVeryLongName,\n>(): void;');
  });
});

describe('declarationLines', () => {
  it('writes an object type one member per line when it does not fit', () => {
    const members = [
      [tok('networkId', 'name'), punct(': '), kw('string')],
      [tok('chainId', 'name'), punct('?: '), kw('string')],
    ];
    const type = [punct('{ '), ...members[0], punct('; '), ...members[1], punct(' }')];
    const lines = declarationLines([kw('type'), punct(' '), tok('NetworkConfigurationOptions', 'type'), punct(' = ')], type, members, [punct(';')]);
    expect(text(lines)).toBe('type NetworkConfigurationOptions = {\n  networkId: string;\n  chainId?: string;\n};');
  });
  it('keeps a short declaration on one line', () => {
    expect(text(declarationLines([kw('const'), punct(' '), tok('x', 'name'), punct(': ')], [kw('number')], undefined, [punct(';')]))).toBe('const x: number;');
  });
});

describe('unionLines', () => {
  const head = [kw('type'), punct(' '), tok('ChainwebErrorCode', 'type'), punct(' = ')];
  it('writes a long union one member per line after a leading |', () => {
    const members = ['NETWORK_ERROR', 'TIMEOUT', 'HTTP_ERROR'].map((m) => [tok(JSON.stringify(m), 'string')]);
    expect(text(unionLines(head, members, [punct(';')]))).toBe('type ChainwebErrorCode =\n  | "NETWORK_ERROR"\n  | "TIMEOUT"\n  | "HTTP_ERROR";');
  });
  it('keeps a short union on one line', () => {
    expect(text(unionLines([kw('type'), punct(' '), tok('A', 'type'), punct(' = ')], [[kw('string')], [kw('number')]], [punct(';')]))).toBe('type A = string | number;');
  });
});
