import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedTopFolders } from './scale-docs';

describe('importedTopFolders', () => {
  const root = '/p';
  const docs = '/p/docs';
  it('names each project folder outside docs/ that a page imports by relative path, once', () => {
    const pages = [
      { file: '/p/docs/packages/a.mdx', text: "import InstallNote from '../../plugins/install-check/runtime/InstallNote';\nimport X from '../../theme/components/X';" },
      { file: '/p/docs/b.mdx', text: "import L from '../theme/components/Layers';\nimport { Tabs } from '@rspress/core/theme';" },
      { file: '/p/docs/c.mdx', text: "import Local from './snippets/local';" },
      // A sample's import, inside a code fence, is the reader's project, not this one.
      { file: '/p/docs/d.mdx', text: "Text.\n\n```ts\nimport * as todos from \"../pact/todos.pact\";\n```\n\n~~~ts\nimport x from '../../far/away';\n~~~\n" },
    ];
    expect(importedTopFolders(root, docs, pages)).toEqual(['plugins', 'theme']);
  });
  it('says which page imports from outside the project', () => {
    expect(() => importedTopFolders(root, docs, [{ file: '/p/docs/a.mdx', text: "import X from '../../elsewhere/x';" }])).toThrow(
      `${path.join('docs', 'a.mdx')} imports ../../elsewhere/x, outside the project`,
    );
  });
});
