import { describe, expect, it } from 'vitest';
import type { VersionsData } from '../../api-gen/versions/data';
import { canonicalRoute, llmsWithNpmEntry } from './site-files';

const data: VersionsData = {
  versions: [
    { id: 'main', label: 'main @ 823a06c', root: '/api/' },
    { id: 'npm', label: 'npm', root: '/npm/api/' },
  ],
  pages: { main: ['signers/index', 'signers/classes/KeyPairSigner'], npm: ['signers/index', 'signers/type-aliases/MessageSigner'] },
  npmVersions: { signers: '0.2.0' },
  changes: {},
};

describe('canonicalRoute', () => {
  it('names main\'s page for an npm page main has too', () => {
    expect(canonicalRoute('/npm/api/signers/', data)).toBe('/api/signers/');
    expect(canonicalRoute('/npm/api/', data)).toBe('/api/');
  });
  it('keeps an npm-only page, a main page and every page of a one-version site as they are', () => {
    expect(canonicalRoute('/npm/api/signers/type-aliases/MessageSigner', data)).toBe('/npm/api/signers/type-aliases/MessageSigner');
    expect(canonicalRoute('/api/signers/classes/KeyPairSigner', data)).toBe('/api/signers/classes/KeyPairSigner');
    expect(canonicalRoute('/npm/api/signers/', undefined)).toBe('/npm/api/signers/');
  });
});

describe('llmsWithNpmEntry', () => {
  const text = '# Site\n\n## API\n\n- [KeyPairSigner](https://x.dev/api/signers/classes/KeyPairSigner.md)\n- [MessageSigner](https://x.dev/npm/api/signers/type-aliases/MessageSigner.md): old\n\n## Others\n\n- [npm](https://x.dev/npm/api/index.md)\n';
  it('lists main and names the npm entry once, in its own section', () => {
    const out = llmsWithNpmEntry(text, 'https://x.dev/npm/api/index.md');
    expect(out).not.toContain('MessageSigner');
    expect(out).toContain('KeyPairSigner');
    expect(out.match(/\/npm\/api\//g)).toHaveLength(1);
    expect(out).toMatch(/## npm releases\n\n- \[API reference of the npm releases\]\(https:\/\/x\.dev\/npm\/api\/index\.md\)/);
    expect(llmsWithNpmEntry(out, 'https://x.dev/npm/api/index.md')).toBe(out);
  });
});
