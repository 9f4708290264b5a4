import { describe, expect, it } from 'vitest';
import { typeNameCounts } from './type-link-share';

describe('typeNameCounts', () => {
  it('counts the type names of signature blocks only: linked, type parameters, plain', () => {
    const md = [
      '<code class="pt-sig-code"><span class="pt-sig-l">(<span class="pt-sig-p">a</span>: <span class="pt-sig-t">[Pact<wbr>Command](P.md)</span>&lt;<span class="pt-sig-tp">T</span>&gt;): <span class="pt-sig-t">Promise</span>;</span></code>',
      '| `x` | <code><span class="pt-sig-t">Outside</span></code> |',
    ].join('\n');
    expect(typeNameCounts(md)).toEqual({ linked: 1, typeParameters: 1, plain: ['Promise'] });
  });
});
