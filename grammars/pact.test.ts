/**
 * Tests for the Pact grammar: the scope each construct gets, how unterminated strings and comments
 * end, and whether every Pact block on the site gets readable, distinct colours in both themes.
 *
 * Colours are not hard-coded here. They are read from the CSS that styles the site: Rspress's
 * variable files (in the order its theme imports them), then the CSS our theme imports, with each
 * custom property resolved per mode by specificity and source order, as a browser would.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  createCssVariablesTheme,
  createHighlighter,
  createHighlighterCore,
  createJavaScriptRegexEngine,
  type BundledLanguage,
} from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { contrast, over, parseColor, toHex, type RGBA } from '../tests/support/colour';
import { declarationsOf, MODES, Palette, parseRules, themeDeclarations, type Mode } from '../tests/support/css-cascade';
import { pactLanguage } from './pact';

const ROOT = path.resolve(__dirname, '..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/pact');
const DOCS = path.join(ROOT, 'docs');
const RSPRESS_THEME = path.join(ROOT, 'node_modules/@rspress/core/dist/theme');

/** The theme Rspress highlights with (see @rspress/core dist/node/mdx/rehypePlugins/shiki.js). */
const cssVariablesTheme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});

let highlighter: Awaited<ReturnType<typeof createHighlighter>>;

beforeAll(async () => {
  highlighter = await createHighlighter({ langs: [pactLanguage], themes: [cssVariablesTheme] });
});

// ---------------------------------------------------------------------------------------------
// Tokenizing helpers

interface Piece {
  line: number;
  text: string;
  scopes: string[];
  color: string;
}

function tokenize(code: string, lang = 'pact'): Piece[] {
  const { tokens } = highlighter.codeToTokens(code, {
    lang: lang as BundledLanguage, // our own language, registered above
    theme: 'css-variables',
    includeExplanation: true,
    // No time limit per line, as the site's config has: with a limit, a busy machine cut one of the two passes
    // short (scopes and colours) and Shiki read past the shorter one (a clean-clone run at load average 10).
    tokenizeTimeLimit: 0,
  });
  const pieces: Piece[] = [];
  tokens.forEach((line, index) => {
    for (const token of line) {
      for (const part of token.explanation ?? []) {
        pieces.push({
          line: index + 1,
          text: part.content,
          scopes: part.scopes.map((s) => s.scopeName),
          color: token.color ?? '',
        });
      }
    }
  });
  return pieces;
}

/** The scopes of the first piece whose trimmed text is `text`, optionally on the first line containing `onLine`. */
function scopesOf(pieces: Piece[], text: string, onLine?: string, source?: string): string[] {
  let candidates = pieces;
  if (onLine !== undefined) {
    const lines = (source ?? '').split('\n');
    const lineNo = lines.findIndex((l) => l.includes(onLine)) + 1;
    if (lineNo === 0) throw new Error(`no line contains ${JSON.stringify(onLine)}`);
    candidates = pieces.filter((p) => p.line === lineNo);
  }
  const piece = candidates.find((p) => p.text.trim() === text);
  if (!piece) {
    throw new Error(
      `no token ${JSON.stringify(text)}${onLine ? ` on the line with ${JSON.stringify(onLine)}` : ''}; saw ${candidates
        .map((p) => JSON.stringify(p.text))
        .join(' ')}`,
    );
  }
  return piece.scopes;
}

function scopesIn(code: string, text: string, lang = 'pact'): string[] {
  return scopesOf(tokenize(code, lang), text);
}

const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

// ---------------------------------------------------------------------------------------------
// CSS helpers: parse the stylesheets, resolve custom properties per mode, compute contrast

function cssImports(file: string, pattern: RegExp): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(pattern)].map((m) => path.resolve(path.dirname(file), m[1]));
}

/** Every stylesheet that can set the code colours, in the order the site loads them. */
function stylesheets(): string[] {
  const rspress = cssImports(path.join(RSPRESS_THEME, 'styles/index.js'), /import\s+["'](\.\/vars\/[^"']+\.css)["']/g);
  const ours = cssImports(path.join(ROOT, 'theme/index.tsx'), /import\s+["'](\.\/[^"']+\.css)["']/g);
  if (rspress.length === 0) throw new Error('found no variable stylesheets imported by Rspress');
  if (!ours.some((f) => f.endsWith(path.join('mdx', 'code.css')))) {
    throw new Error('theme/index.tsx no longer imports mdx/code.css');
  }
  return [...rspress, ...ours];
}

const loadDeclarations = () => themeDeclarations(stylesheets().map((file) => ({ css: readFileSync(file, 'utf8'), file: path.relative(ROOT, file) })));

/** The code block's own text and background colour, read from Rspress's CodeBlock stylesheet. */
function codeBlockStyle(): { color: string; background: string } {
  const file = path.join(RSPRESS_THEME, 'components/CodeBlock/index.css');
  const rule = parseRules(readFileSync(file, 'utf8'), file).find((r) => r.selectors.includes('.rp-codeblock__content'));
  if (!rule) throw new Error('no .rp-codeblock__content rule in the CodeBlock stylesheet');
  const decls = new Map(declarationsOf(rule.body));
  const color = decls.get('color');
  const background = decls.get('background-color') ?? decls.get('background');
  if (!color || !background) throw new Error('.rp-codeblock__content lost its color or background');
  return { color, background };
}

const palette = new Palette(loadDeclarations());
const codeBlock = codeBlockStyle();

function background(mode: Mode): RGBA {
  const bg = parseColor(palette.resolve(mode, codeBlock.background));
  if (bg[3] !== 1) throw new Error(`the ${mode} code block background is translucent; contrast needs the colour beneath`);
  return bg;
}

/** The colour a token is painted with in `mode`, as a hex string. */
function paint(mode: Mode, tokenColor: string): string {
  let value = palette.resolve(mode, tokenColor);
  if (value === 'inherit' || value === 'currentcolor') value = palette.resolve(mode, codeBlock.color);
  return toHex(over(parseColor(value), background(mode)));
}

function colorsOf(pieces: Piece[], mode: Mode): Set<string> {
  return new Set(pieces.filter((p) => p.text.trim() !== '').map((p) => paint(mode, p.color)));
}

// ---------------------------------------------------------------------------------------------
// Pact blocks in the docs

interface Block {
  file: string;
  line: number;
  lang: string;
  code: string;
}

function markdownFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f))
    .sort();
}

/** Fenced code blocks whose language is pact or repl. */
function pactBlocks(file: string): Block[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    let end = i + 1;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    while (end < lines.length && !closing.test(lines[end])) end++;
    if (['pact', 'repl'].includes(lang.toLowerCase())) {
      const code = lines
        .slice(i + 1, end)
        .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
        .join('\n');
      blocks.push({ file: path.relative(ROOT, file), line: i + 1, lang: lang.toLowerCase(), code });
    }
    i = end;
  }
  return blocks;
}

const docBlocks = markdownFiles(DOCS).flatMap(pactBlocks);
const fixtureBlocks: Block[] = readdirSync(FIXTURES)
  .filter((f) => /\.(pact|repl)$/.test(f))
  .sort()
  .map((f) => ({ file: `tests/fixtures/pact/${f}`, line: 1, lang: f.endsWith('.repl') ? 'repl' : 'pact', code: fixture(f) }));

// =============================================================================================

describe('pactLanguage', () => {
  it('is registered as pact, with repl as an alias, and is plain data for the build', () => {
    expect(pactLanguage.name).toBe('pact');
    expect(pactLanguage.scopeName).toBe('source.pact');
    expect(pactLanguage.aliases).toEqual(['repl']);
    expect(JSON.parse(JSON.stringify(pactLanguage))).toEqual(pactLanguage);
    expect(highlighter.getLoadedLanguages()).toEqual(expect.arrayContaining(['pact', 'repl']));
  });

  it('tokenizes REPL scripts through the repl alias', () => {
    expect(scopesIn('(begin-tx "setup")', 'begin-tx', 'repl')).toContain('support.function.repl.pact');
  });

  it('every repository rule the grammar includes exists', () => {
    const names = new Set(Object.keys(pactLanguage.repository ?? {}));
    const text = JSON.stringify(pactLanguage);
    for (const m of text.matchAll(/"include":"#([^"]+)"/g)) expect(names, `#${m[1]}`).toContain(m[1]);
  });

  it('compiles under the JavaScript regex engine too', async () => {
    const js = await createHighlighterCore({
      langs: [pactLanguage],
      themes: [cssVariablesTheme],
      engine: createJavaScriptRegexEngine(),
    });
    const html = js.codeToHtml(fixture('ledger.pact'), { lang: 'pact', theme: 'css-variables', tokenizeTimeLimit: 0 });
    expect(html).toContain('var(--shiki-token-keyword)');
    js.dispose();
  });
});

describe('scopes in the sample contract', () => {
  const source = fixture('ledger.pact');
  let pieces: Piece[];
  beforeAll(() => {
    pieces = tokenize(source);
  });
  const at = (text: string, onLine: string) => scopesOf(pieces, text, onLine, source);

  it('comments', () => {
    expect(at(';;', 'ledger.pact: a small')).toContain('punctuation.definition.comment.pact');
    expect(at('--- capabilities ---------------------------------------------------------', '--- capabilities')).toContain(
      'comment.line.semicolon.pact',
    );
  });

  it('strings and their escapes', () => {
    const line = 'tab\\there';
    expect(at('"', line)).toContain('punctuation.definition.string.begin.pact');
    expect(at('\\t', line)).toEqual(expect.arrayContaining(['string.quoted.double.pact', 'constant.character.escape.pact']));
    expect(at('\\"', line)).toContain('constant.character.escape.pact');
    expect(at('\\n', line)).toContain('constant.character.escape.pact');
    expect(at('Smallest award the ledger accepts.', 'defconst MINIMUM_AWARD')).toContain('string.quoted.double.pact');
  });

  it('a string gap carries a docstring onto the next line', () => {
    expect(at('\\', 'Balances never go negative')).toContain('constant.character.escape.line-continuation.pact');
    const next = at('and only the admin keyset may upgrade the module.', 'and only the admin keyset');
    expect(next).toContain('string.quoted.double.pact');
  });

  it('symbols', () => {
    expect(at("'", '(namespace')).toContain('punctuation.definition.symbol.pact');
    expect(at('free', '(namespace')).toContain('string.unquoted.symbol.pact');
    expect(at('guard', "(at 'guard")).toContain('string.unquoted.symbol.pact');
  });

  it('integers, decimals and booleans', () => {
    expect(at('64', 'MAX_NAME 64')).toContain('constant.numeric.integer.pact');
    expect(at('0.5', 'MINIMUM_AWARD')).toContain('constant.numeric.decimal.pact');
    expect(at('0.0', '"points": 0.0')).toContain('constant.numeric.decimal.pact');
    expect(at('12', '"alice" 12')).toContain('constant.numeric.integer.pact');
    expect(scopesIn('(award "alice" -1.0)', '-1.0')).toContain('constant.numeric.decimal.pact');
    expect(scopesIn('(+ -7 x)', '-7')).toContain('constant.numeric.integer.pact');
    expect(scopesIn('(env-events true)', 'true')).toContain('constant.language.boolean.pact');
    expect(scopesIn('{ "upgrade": false }', 'false')).toContain('constant.language.boolean.pact');
    expect(at('CHARSET_ASCII', 'is-charset')).toContain('constant.language.charset.pact');
  });

  it('definitions and the names they define', () => {
    expect(at('interface', '(interface ledger-spec')).toContain('storage.type.interface.pact');
    expect(at('ledger-spec', '(interface ledger-spec')).toContain('entity.name.type.interface.pact');
    expect(at('module', '(module ledger')).toContain('storage.type.module.pact');
    expect(at('ledger', '(module ledger')).toContain('entity.name.type.module.pact');
    expect(at('defun', '(defun create-account')).toContain('storage.type.defun.pact');
    expect(at('create-account', '(defun create-account')).toContain('entity.name.function.pact');
    expect(at('defcap', '(defcap AWARD')).toContain('storage.type.defcap.pact');
    expect(at('AWARD', '(defcap AWARD')).toContain('entity.name.function.capability.pact');
    expect(at('defpact', '(defpact migrate')).toContain('storage.type.defpact.pact');
    expect(at('migrate', '(defpact migrate')).toContain('entity.name.function.defpact.pact');
    expect(at('defschema', '(defschema account')).toContain('storage.type.defschema.pact');
    expect(at('account', '(defschema account')).toContain('entity.name.type.schema.pact');
    expect(at('points', '    points:decimal')).toContain('variable.other.member.field.pact');
    expect(at('deftable', '(deftable accounts')).toContain('storage.type.deftable.pact');
    expect(at('accounts', '(deftable accounts')).toContain('entity.name.type.table.pact');
    expect(at('defconst', '(defconst MAX_NAME')).toContain('storage.type.defconst.pact');
    expect(at('MAX_NAME', '(defconst MAX_NAME')).toContain('variable.other.constant.pact');
    expect(at('defproperty', '(defproperty')).toContain('storage.type.defproperty.pact');
    expect(at('positive-amount', '(defproperty')).toContain('entity.name.function.property.pact');
    expect(at('step-with-rollback', '(step-with-rollback')).toContain('keyword.control.step.pact');
    expect(scopesIn('(step (yield { "n": 1 }))', 'step')).toContain('keyword.control.step.pact');
  });

  it('parameters of defun, defcap, defpact and lambda', () => {
    expect(at('account', '(defun create-account')).toContain('variable.parameter.function.pact');
    expect(at('guard', '(defun create-account')).toContain('variable.parameter.function.pact');
    expect(at('amount', '(defcap SPEND')).toContain('variable.parameter.function.pact');
    expect(at('target', '(defpact migrate')).toContain('variable.parameter.function.pact');
    expect(at('k', '(lambda (k)')).toContain('variable.parameter.function.pact');
    expect(at('lambda', '(lambda (k)')).toContain('keyword.control.lambda.pact');
    // a parameter list ends the header: the body is ordinary code again
    expect(at('enforce', '(enforce (<= (length account)')).toContain('support.function.builtin.pact');
  });

  it('namespace and governance forms', () => {
    expect(at('namespace', '(namespace')).toContain('keyword.other.namespace.pact');
    expect(at('use', '(use coin')).toContain('keyword.other.use.pact');
    expect(at('coin', '(use coin')).toContain('entity.name.type.module.pact');
    expect(at('implements', '(implements')).toContain('keyword.other.implements.pact');
    expect(at('ledger-spec', '(implements')).toContain('entity.name.type.interface.pact');
    expect(at('bless', '(bless')).toContain('keyword.other.bless.pact');
  });

  it('keyset and module references', () => {
    expect(at('define-keyset', '(define-keyset')).toContain('support.function.keyset.pact');
    expect(at('free.ledger-admin', '(define-keyset')).toEqual(
      expect.arrayContaining(['string.quoted.double.pact', 'entity.name.keyset.pact']),
    );
    expect(at('free.ledger-admin', '(enforce-keyset')).toContain('entity.name.keyset.pact');
    expect(at('free', '(implements')).toContain('entity.name.type.interface.pact');

    const call = tokenize('(coin.transfer "alice" "bob" 1.0)');
    expect(scopesOf(call, 'coin')).toContain('entity.name.type.module.pact');
    expect(scopesOf(call, '.')).toContain('punctuation.accessor.pact');
    expect(scopesOf(call, 'transfer')).toContain('entity.name.function.pact');

    const use = tokenize('(use free.coin)');
    expect(scopesOf(use, 'free')).toContain('entity.name.type.module.pact');
    expect(scopesOf(use, 'coin')).toContain('entity.name.type.module.pact');

    const deep = tokenize('(free.ledger.award "alice" 1.0)');
    expect(scopesOf(deep, 'ledger')).toContain('entity.name.type.module.pact');
    expect(scopesOf(deep, 'award')).toContain('entity.name.function.pact');

    const value = tokenize('(enforce-guard free.ledger.ADMIN)');
    expect(scopesOf(value, 'free')).toContain('entity.name.type.module.pact');
    expect(scopesOf(value, 'ADMIN')).toContain('variable.other.member.pact');

    expect(at('::', '(token::transfer')).toContain('keyword.operator.accessor.dynamic.pact');
    expect(at('transfer', '(token::transfer')).toContain('entity.name.function.member.pact');
  });

  it('type annotations', () => {
    const header = '(defun create-account:string (account:string guard:guard)';
    expect(at(':', header)).toContain('punctuation.separator.type.pact');
    expect(at('string', header)).toEqual(expect.arrayContaining(['meta.type.annotation.pact', 'support.type.primitive.pact']));
    expect(at('decimal', 'MINIMUM_AWARD:decimal')).toContain('support.type.primitive.pact');
    expect(scopesIn('(defun f (g:guard) g)', 'guard')).toContain('support.type.primitive.pact');
    expect(scopesIn('(defun f (t:time b:bool) t)', 'bool')).toContain('support.type.primitive.pact');

    const objectType = '(let* ((row:object{account}';
    expect(at('object', objectType)).toContain('support.type.primitive.pact');
    expect(at('{', objectType)).toContain('punctuation.definition.type.begin.pact');
    expect(at('account', objectType)).toContain('entity.name.type.schema.pact');

    const listType = '(defun tagged:[object{account}]';
    expect(at('[', listType)).toContain('punctuation.definition.list.type.begin.pact');
    expect(at('account', listType)).toContain('entity.name.type.schema.pact');
    expect(at(']', listType)).toContain('punctuation.definition.list.type.end.pact');
    expect(scopesIn('(defun ids:[integer] () [])', 'integer')).toContain('support.type.primitive.pact');

    expect(at('account', '(deftable accounts:{account})')).toContain('entity.name.type.schema.pact');
    expect(at('module', 'token:module{fungible-v2}')).toContain('support.type.primitive.pact');
    expect(at('fungible-v2', 'token:module{fungible-v2}')).toContain('entity.name.type.interface.pact');
  });

  it('metadata', () => {
    expect(at('@', '@doc "What every')).toContain('punctuation.definition.metadata.pact');
    expect(at('doc', '@doc "What every')).toContain('storage.modifier.metadata.doc.pact');
    expect(at('model', '@model [ (defproperty')).toContain('storage.modifier.metadata.model.pact');
    expect(at('event', '@event')).toContain('storage.modifier.metadata.event.pact');
    expect(at('managed', '@managed amount')).toContain('storage.modifier.metadata.managed.pact');
    expect(at('amount', '@managed amount')).toContain('variable.parameter.function.pact');
    expect(at('SPEND-mgr', '@managed amount')).toContain('entity.name.function.manager.pact');
  });

  it('capability forms', () => {
    expect(at('with-capability', '(with-capability (AWARD')).toContain('keyword.control.capability.pact');
    expect(at('require-capability', '(require-capability')).toContain('support.function.capability.pact');
    expect(at('compose-capability', '(compose-capability')).toContain('support.function.capability.pact');
    expect(at('install-capability', '(install-capability')).toContain('support.function.capability.pact');
    expect(at('emit-event', '(emit-event')).toContain('support.function.capability.pact');
  });

  it('object literals', () => {
    const line = '{ "points": 0.0';
    expect(at('{', line)).toEqual(expect.arrayContaining(['meta.object.pact', 'punctuation.definition.dict.begin.pact']));
    expect(at('points', line)).toEqual(
      expect.arrayContaining(['meta.object-literal.key.pact', 'string.quoted.double.pact']),
    );
    expect(at(':', line)).toContain('punctuation.separator.key-value.pact');
    expect(at(',', ', "guard": guard')).toContain('punctuation.separator.comma.pact');
    expect(at('}', '"joined":')).toContain('punctuation.definition.dict.end.pact');
    expect(at(':=', '{ "points" := points }')).toContain('keyword.operator.bind.pact');
    const symbolKeys = tokenize("{ 'upgrade: false }");
    expect(scopesOf(symbolKeys, 'upgrade')).toContain('meta.object-literal.key.pact');
  });
});

describe('built-ins, special forms and operators', () => {
  const builtins = [
    'enforce', 'enforce-one', 'enforce-guard', 'read', 'write', 'update', 'insert', 'with-read',
    'with-default-read', 'select', 'keys', 'fold-db', 'create-table', 'format', 'at', 'map', 'filter', 'fold',
    'length', 'contains', 'concat', 'take', 'drop', 'sort', 'reverse', 'distinct', 'zip', 'str-to-int',
    'int-to-str', 'read-msg', 'read-keyset', 'read-decimal', 'read-integer', 'read-string', 'create-user-guard',
    'create-capability-guard', 'create-module-guard', 'create-principal', 'validate-principal', 'hash',
    'chain-data', 'tx-hash', 'pact-id', 'yield', 'resume', 'bind', 'typeof', 'time', 'add-time', 'diff-time',
    'parse-time', 'format-time', 'days', 'hours', 'minutes', 'floor', 'ceiling', 'round', 'abs', 'sqrt', 'mod',
    'where', 'and?', 'or?', 'not?', 'define-namespace', 'describe-module', 'list-modules', 'verify-spv',
  ];
  it.each(builtins)('%s is a built-in function', (name) => {
    expect(scopesIn(`(${name} x)`, name)).toContain('support.function.builtin.pact');
  });

  it.each(['enforce-keyset', 'define-keyset', 'keyset-ref-guard', 'describe-keyset'])('%s takes a keyset reference', (name) => {
    const pieces = tokenize(`(${name} "free.admin")`);
    expect(scopesOf(pieces, name)).toContain('support.function.keyset.pact');
    expect(scopesOf(pieces, 'free.admin')).toContain('entity.name.keyset.pact');
  });

  it.each(['if', 'cond', 'let', 'let*', 'do', 'try'])('%s is a control form', (name) => {
    expect(scopesIn(`(${name} x)`, name)).toContain('keyword.control.pact');
  });

  it.each(['+', '-', '*', '/', '^', '=', '!=', '<', '<=', '>', '>='])('%s is an operator', (name) => {
    expect(scopesIn(`(${name} a b)`, name)).toContain('keyword.operator.pact');
  });

  it.each(['and', 'or', 'not'])('%s is a logical operator', (name) => {
    expect(scopesIn(`(${name} a b)`, name)).toContain('keyword.operator.logical.pact');
  });

  it('a built-in name is only a built-in in call position', () => {
    const pieces = tokenize('(defun count-keys:integer (keys:[string]) (length keys))');
    expect(pieces.filter((p) => p.text === 'keys').map((p) => p.scopes.at(-1))).toEqual([
      'variable.parameter.function.pact',
      'variable.other.pact',
    ]);
    expect(scopesIn('(my-read x)', 'my-read')).toContain('variable.other.pact');
    expect(scopesIn('(read-all x)', 'read-all')).toContain('variable.other.pact');
  });
});

describe('REPL scripts', () => {
  const source = fixture('ledger.repl');
  let pieces: Piece[];
  beforeAll(() => {
    pieces = tokenize(source, 'repl');
  });

  it.each([
    'begin-tx', 'commit-tx', 'rollback-tx', 'load', 'typecheck', 'env-data', 'env-keys', 'env-sigs',
    'env-chain-data', 'env-exec-config', 'env-events', 'env-gas', 'env-gasmodel', 'env-gaslimit', 'env-hash',
    'env-namespace-policy', 'expect', 'expect-failure', 'expect-that', 'print', 'pact-state', 'test-capability',
    'continue-pact', 'sig-keyset',
  ])('%s in the sample script is a REPL command', (name) => {
    const piece = pieces.find((p) => p.text === name);
    expect(piece, name).toBeDefined();
    expect(piece!.scopes).toContain('support.function.repl.pact');
  });

  it.each([
    'env-sigs', 'env-gaslog', 'env-gasprice', 'env-gasrate', 'env-milligas', 'env-set-milligas',
    'env-enable-repl-natives', 'env-module-admin', 'env-verifiers', 'env-stackframe', 'env-dynref', 'env-entity',
    'env-simulate-onchain', 'env-set-debug-flag', 'mock-spv', 'bench', 'verify', 'with-applied-env',
    'pact-version', 'enforce-pact-version',
  ])('%s is a REPL command', (name) => {
    expect(scopesIn(`(${name} x)`, name, 'repl')).toContain('support.function.repl.pact');
  });

  it('qualified capability references in env-sigs', () => {
    const line = '(env-sigs [{ "key": "alice-key"';
    expect(scopesOf(pieces, 'SPEND', line, source)).toContain('entity.name.function.pact');
    expect(scopesOf(pieces, 'key', line, source)).toContain('meta.object-literal.key.pact');
  });
});

describe('unterminated strings and comments', () => {
  it('an unclosed string ends at the end of its line; the next lines are code again', () => {
    const source = fixture('unterminated.pact');
    const pieces = tokenize(source);
    const lineOf = (text: string) => source.split('\n').findIndex((l) => l.includes(text)) + 1;
    const broken = lineOf('(format "Hello');
    expect(pieces.filter((p) => p.line === broken && p.text.includes('[name])')).every((p) => p.scopes.includes('string.quoted.double.pact'))).toBe(true);

    const after = pieces.filter((p) => p.line > broken);
    expect(scopesOf(after, 'enforce')).toContain('support.function.builtin.pact');
    expect(scopesOf(after, 'true')).toContain('constant.language.boolean.pact');
    expect(scopesOf(after, '42')).toContain('constant.numeric.integer.pact');
    // the only string after the broken line is the closed one on the enforce line
    const stringLines = new Set(after.filter((p) => p.scopes.includes('string.quoted.double.pact')).map((p) => p.line));
    expect([...stringLines]).toEqual([lineOf('(enforce true')]);
  });

  it('a comment ends at the end of its line, quotes and all', () => {
    const source = fixture('unterminated.pact');
    const pieces = tokenize(source);
    const commentLine = source.split('\n').findIndex((l) => l.startsWith('; a comment')) + 1;
    const onComment = pieces.filter((p) => p.line === commentLine && p.text.trim());
    expect(onComment.every((p) => p.scopes.includes('comment.line.semicolon.pact'))).toBe(true);
    expect(onComment.some((p) => p.scopes.includes('string.quoted.double.pact'))).toBe(false);
    const next = pieces.filter((p) => p.line === commentLine + 1);
    expect(scopesOf(next, '+')).toContain('keyword.operator.pact');
    expect(scopesOf(next, '2')).toContain('constant.numeric.integer.pact');
  });

  it('an unclosed string whose line ends in whitespace ends at the start of the next line', () => {
    const pieces = tokenize('(a "open   \n(b 2)');
    expect(scopesOf(pieces, 'b')).not.toContain('string.quoted.double.pact');
    expect(scopesOf(pieces, '2')).toContain('constant.numeric.integer.pact');
  });

  it('a string gap continues only onto a line that resumes with a backslash', () => {
    const good = tokenize('(a "one \\\n    \\ two" 1)');
    expect(scopesOf(good, 'two')).toContain('string.quoted.double.pact');
    expect(scopesOf(good, '1')).toContain('constant.numeric.integer.pact');

    const bad = tokenize('(a "one \\\n(b 2)');
    expect(scopesOf(bad, 'b')).not.toContain('string.quoted.double.pact');
    expect(scopesOf(bad, '2')).toContain('constant.numeric.integer.pact');

    const inline = tokenize('"one \\   \\ two" 3');
    expect(scopesOf(inline, '\\   \\')).toContain('constant.character.escape.line-continuation.pact');
    expect(scopesOf(inline, '3')).toContain('constant.numeric.integer.pact');
  });

  it('an unknown escape is marked but does not end the string', () => {
    const pieces = tokenize('"a\\qb" 4');
    expect(scopesOf(pieces, '\\q')).toContain('invalid.illegal.escape.pact');
    expect(scopesOf(pieces, 'b')).toContain('string.quoted.double.pact');
    expect(scopesOf(pieces, '4')).toContain('constant.numeric.integer.pact');
  });

  it('an unclosed object or header does not change how strings, numbers and comments look', () => {
    const pieces = tokenize('(insert t k { "a": 1\n; note\n(defun f:string\n"s" 5');
    expect(scopesOf(pieces, 'note')).toContain('comment.line.semicolon.pact');
    expect(scopesOf(pieces, 's')).toContain('string.quoted.double.pact');
    expect(scopesOf(pieces, '5')).toContain('constant.numeric.integer.pact');
  });
});

describe('colours', () => {
  it('the CSS gives both modes a code background and every token variable', () => {
    for (const mode of MODES) {
      expect(() => background(mode)).not.toThrow();
      const tokens = palette.variables(mode).filter((v) => v.startsWith('--shiki-token-'));
      expect(tokens.length).toBeGreaterThanOrEqual(9);
    }
  });

  it.each(MODES)('every --shiki-token-* colour meets WCAG AA on the %s code background', (mode) => {
    const bg = background(mode);
    const failures = palette
      .variables(mode)
      .filter((v) => v.startsWith('--shiki-token-'))
      .map((v) => {
        const color = parseColor(palette.resolve(mode, `var(${v})`));
        return { v, ratio: contrast(over(color, bg), bg) };
      })
      .filter(({ ratio }) => ratio < 4.5);
    expect(failures).toEqual([]);
  });

  it.each(MODES)('the %s theme keeps the main Pact categories apart', (mode) => {
    const kinds: Record<string, string> = {
      keyword: '(defun f () 1)',
      function: '(read t k)',
      constant: '1',
      string: '"s"',
      symbol: "'s",
      comment: '; c',
      parameter: '(defun f (p) p)',
    };
    const colorOf = (code: string, text: string) => paint(mode, tokenize(code).find((p) => p.text.trim() === text)!.color);
    const seen = [
      colorOf(kinds.keyword, 'defun'),
      colorOf(kinds.function, 'read'),
      colorOf(kinds.constant, '1'),
      colorOf(kinds.string, 's'),
      colorOf(kinds.symbol, 's'),
      colorOf(kinds.comment, 'c'),
      colorOf(kinds.parameter, 'p'),
      paint(mode, 'var(--shiki-foreground)'),
    ];
    expect(new Set(seen).size).toBe(seen.length);
  });

  const blocks = [...docBlocks, ...fixtureBlocks];

  it('the docs contain at least one pact or repl block', () => {
    expect(docBlocks.length, 'no ```pact or ```repl block found under docs/').toBeGreaterThan(0);
  });

  describe.each(blocks.map((b) => [`${b.file}:${b.line} (${b.lang})`, b] as const))('%s', (_name, block) => {
    it.each(MODES)('%s: at least 3 distinct token colours, each AA on the code background', (mode) => {
      const pieces = tokenize(block.code, block.lang);
      const colors = colorsOf(pieces, mode);
      expect(colors.size, [...colors].join(' ')).toBeGreaterThanOrEqual(3);
      const bg = background(mode);
      for (const color of colors) {
        const ratio = contrast(parseColor(color), bg);
        expect(ratio, `${color} on ${toHex(bg)} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
      }
    });
  });

  it.each(MODES)('the sample contract uses at least 7 colours in the %s theme', (mode) => {
    expect(colorsOf(tokenize(fixture('ledger.pact')), mode).size).toBeGreaterThanOrEqual(7);
  });
});
