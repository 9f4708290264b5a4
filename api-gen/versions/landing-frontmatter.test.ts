import { describe, expect, it } from 'vitest';
import { withLanding } from './landing-frontmatter';

describe('withLanding', () => {
  const page = '---\ntitle: "MessageSigner"\n---\n\n# MessageSigner\n';
  it('writes the landing and its reason into the frontmatter, replacing an earlier one', () => {
    const once = withLanding(page, { route: '/api/signers/', reason: '`MessageSigner` is not on main.' });
    expect(once).toBe('---\ntitle: "MessageSigner"\nversionLanding: "/api/signers/"\nversionLandingReason: "`MessageSigner` is not on main."\n---\n\n# MessageSigner\n');
    expect(withLanding(once, { route: '/api/signers/type-aliases/MessageSigner' })).toBe('---\ntitle: "MessageSigner"\nversionLanding: "/api/signers/type-aliases/MessageSigner"\n---\n\n# MessageSigner\n');
  });
  it('leaves a page without frontmatter alone', () => {
    expect(withLanding('# Title\n', { route: '/api/' })).toBe('# Title\n');
  });
});
