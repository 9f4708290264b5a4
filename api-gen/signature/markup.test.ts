import { describe, expect, it } from 'vitest';
import { breakableName, escapeText, signatureMarkup } from './markup';
import { kw, punct, tok } from './tokens';

describe('signatureMarkup', () => {
  it('writes one code element with classed tokens, toolkit types as markdown links and kept newlines', () => {
    const md = signatureMarkup([
      [kw('function'), punct(' '), tok('f', 'name'), punct('(')],
      [{ text: '  ' }, tok('cmd', 'param'), punct(': '), tok('PactCommand', 'type', '../interfaces/PactCommand.md'), punct('<'), tok('T', 'type'), punct('>,')],
      [punct('): '), tok('Promise', 'type'), punct(';')],
    ]);
    expect(md).toBe(
      [
        '<div class="pt-sig">',
        '',
        '<code class="pt-sig-code"><span class="pt-sig-l"><span class="pt-sig-k">function</span> <span class="pt-sig-n">f</span>(</span>',
        '<span class="pt-sig-l"><span class="pt-sig-i">  </span><span class="pt-sig-p">cmd</span>: <span class="pt-sig-t">[PactCommand](../interfaces/PactCommand.md)</span>&lt;<wbr><span class="pt-sig-t">T</span>&gt;,</span>',
        '<span class="pt-sig-l">): <span class="pt-sig-t">Promise</span>;</span></code>',
        '',
        '</div>',
      ].join('\n'),
    );
  });
  it('escapes what markdown would read: emphasis, brackets, HTML, pipes, bare URLs', () => {
    expect(escapeText('a_b*c [x] <T> & | `q`')).toBe('a\\_b\\*c \\[x\\] &lt;T&gt; &amp; \\| \\`q\\`');
    expect(escapeText('"https://x" "www.y"')).toBe('"https&#58;//x" "ww&#119;.y"');
  });
  it('leaves no trailing space at a line end (two would make a hard break)', () => {
    expect(signatureMarkup([[tok('a', 'name'), punct(' = ')], [punct('b;')]])).toContain('<span class="pt-sig-n">a</span> =</span>\n<span class="pt-sig-l">b;</span>');
  });
  it('lets a long name break at its humps and after dots, never mid-word; short names and copied text stay whole', () => {
    expect(breakableName('PactExecPayloadWithMeta')).toBe('Pact<wbr>Exec<wbr>Payload<wbr>With<wbr>Meta');
    expect(breakableName('wallet.adapters.Provider')).toBe('wallet.<wbr>adapters.<wbr>Provider');
    expect(breakableName('ChainwebClient')).toBe('Chainweb<wbr>Client');
    expect(breakableName('PactCommand')).toBe('PactCommand');
    const md = signatureMarkup([[tok('x', 'param'), punct(': '), tok('PactExecPayload', 'type', 'P.md')]]);
    expect(md).toContain('[Pact<wbr>Exec<wbr>Payload](P.md)');
    expect(md.replace(/<[^>]+>/g, '')).toContain('x: [PactExecPayload](P.md)');
  });
});
