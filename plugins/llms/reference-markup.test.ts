import { describe, expect, it } from 'vitest';
import { referenceMarkupAsMarkdown, signatureText } from './reference-markup';

const BLOCK = [
  '<div class="pt-sig">',
  '',
  '<code class="pt-sig-code"><span class="pt-sig-l"><span class="pt-sig-n">submit</span>(</span>',
  '<span class="pt-sig-l"><span class="pt-sig-i">  </span><span class="pt-sig-p">tx</span>: <span class="pt-sig-t">[SignedTransaction](http://x/api/a.md)</span>&lt;<span class="pt-sig-t">T</span>&gt;[],</span>',
  '<span class="pt-sig-l">): <span class="pt-sig-t">Promise</span>&lt;<span class="pt-sig-k">void</span>&gt;;</span></code>',
  '',
  '</div>',
].join('\n');

describe('API markup in the markdown twins', () => {
  it('turns a signature block into a ts fence of its text, links reduced to names', () => {
    expect(referenceMarkupAsMarkdown(`before\n\n${BLOCK}\n\nafter`)).toBe('before\n\n```ts\nsubmit(\n  tx: SignedTransaction<T>[],\n): Promise<void>;\n```\n\nafter');
  });

  it('turns section labels into bold lines and badges into emphasised words', () => {
    const md = '<p class="pt-sig-label" role="heading" aria-level="2">Parameters</p>\n| [`x`](#x) <span class="pt-kind pt-kind-method">method</span> <span class="pt-only-main" title="Not in npm 1.0.0">only on main</span> |';
    expect(referenceMarkupAsMarkdown(md)).toBe('**Parameters**\n| [`x`](#x) *method* *only on main* |');
  });

  it('decodes entities and leaves other markdown alone', () => {
    expect(signatureText('a &amp;&amp; b &quot;c&quot; &#39;d&#39;')).toBe('a && b "c" \'d\'');
    // api-gen escapes brackets and bars for markdown; the code fence shows them as written in TypeScript.
    expect(signatureText('<span>Promise</span>&lt;string\\[\\] \\| <span>X</span>\\[\\]&gt;;')).toBe('Promise<string[] | X[]>;');
    expect(signatureText('value: "\\n"')).toBe('value: "\\n"');
    expect(referenceMarkupAsMarkdown('plain [link](x) <span class="other">k</span>')).toBe('plain [link](x) <span class="other">k</span>');
  });
});
