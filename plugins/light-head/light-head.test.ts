import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacementFor, rspressThemeDir } from '../theme-modules';
import { headPlan, tagId } from './runtime/head-plan';
import { HEAD_REPLACEMENTS } from './index';

const ROOT = path.resolve(__dirname, '../..');

describe('headPlan', () => {
  const page = {
    htmlAttrs: { lang: 'en' },
    title: 'Test - Pact Toolbox',
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'Test - Pact Toolbox' },
      { name: 'description', content: 'Test Pact contracts' },
      { property: 'og:description', content: 'Test Pact contracts' },
    ],
  };

  it('writes the title, the language and every tag with content', () => {
    const plan = headPlan(page, []);
    expect(plan.title).toBe('Test - Pact Toolbox');
    expect(plan.lang).toBe('en');
    expect(plan.write.map(tagId)).toEqual(['property=og:type', 'property=og:title', 'name=description', 'property=og:description']);
    expect(plan.write[2]).toEqual({ attribute: 'name', key: 'description', content: 'Test Pact contracts' });
    expect(plan.remove).toEqual([]);
  });

  it('skips the holes Rspress leaves for tags a page sets itself, and tags without content or name', () => {
    const plan = headPlan({ meta: [undefined, { property: 'og:title', content: 'A' }, false, null, { name: 'x' }, { content: 'no name' }] }, []);
    expect(plan.write).toEqual([{ attribute: 'property', key: 'og:title', content: 'A' }]);
    expect(plan.title).toBeUndefined();
    expect(plan.lang).toBeUndefined();
  });

  it('lets a later tag with the same name replace an earlier one', () => {
    const plan = headPlan({ meta: [{ name: 'description', content: 'first' }, { name: 'description', content: 'second' }] }, []);
    expect(plan.write).toEqual([{ attribute: 'name', key: 'description', content: 'second' }]);
  });

  it('removes the tags the last page wrote that this page does not have', () => {
    const written = headPlan(page, []).write;
    const next = headPlan({ title: 'Bare', meta: [{ property: 'og:type', content: 'website' }, { property: 'og:title', content: 'Bare' }] }, written);
    expect(next.remove).toEqual([
      { attribute: 'name', key: 'description' },
      { attribute: 'property', key: 'og:description' },
    ]);
  });
});

/** Rspress's browser-side modules (the server entries keep the real unhead) that import unhead, with what they import. */
function unheadImports(): { folder: string; request: string; names: string[] }[] {
  const dist = path.dirname(rspressThemeDir());
  const found: { folder: string; request: string; names: string[] }[] = [];
  for (const sub of ['runtime', 'theme']) {
    for (const rel of readdirSync(path.join(dist, sub), { recursive: true }).map(String)) {
      if (!rel.endsWith('.js') || path.basename(rel).startsWith('ssr')) continue;
      const file = path.join(dist, sub, rel);
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:import|export) \{([^}]*)\} from "(@unhead\/[^"]+)"/g)) {
        found.push({ folder: path.dirname(file), request: m[2], names: m[1].split(',').map((n) => n.trim()).filter(Boolean) });
      }
    }
  }
  return found;
}

describe('the swap (WORKAROUNDS.md row light-head)', () => {
  const ours = readFileSync(path.join(ROOT, HEAD_REPLACEMENTS[0].to), 'utf8');
  const exported = new Set([...ours.matchAll(/^export function (\w+)/gm)].map((m) => m[1]));

  it("covers every browser-side import of unhead in Rspress 2.0.22, and ours exports every name they import", () => {
    const imports = unheadImports();
    expect(imports.map((i) => `${path.relative(rspressThemeDir(), i.folder)} ${i.request}`).sort()).toEqual(
      HEAD_REPLACEMENTS.map((r) => `${r.importer} ${r.request}`).sort(),
    );
    for (const { folder, request, names } of imports) {
      expect(replacementFor(folder, request, { themeDir: rspressThemeDir(), projectRoot: ROOT, replacements: HEAD_REPLACEMENTS })).toBe(path.join(ROOT, HEAD_REPLACEMENTS[0].to));
      for (const name of names) expect(exported, `${request} ${name}`).toContain(name);
    }
  });

  it('leaves the server render its unhead', () => {
    const server = { themeDir: rspressThemeDir(), projectRoot: ROOT, replacements: HEAD_REPLACEMENTS, isServer: true };
    expect(replacementFor(path.join(rspressThemeDir(), 'layout/Layout'), '@unhead/react', server)).toBeUndefined();
  });

  it("no page sets frontmatter `head` tags, which ours would not add after a client-side navigation", () => {
    const docs = path.join(ROOT, 'docs');
    const pages = readdirSync(docs, { recursive: true })
      .map(String)
      .filter((rel) => /\.mdx?$/.test(rel) && !rel.startsWith(`api${path.sep}`));
    expect(pages.length).toBeGreaterThan(10);
    const withHead = pages.filter((rel) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(docs, rel), 'utf8'))?.[1] ?? '';
      return /^head\s*:/m.test(front);
    });
    expect(withHead, 'these pages set frontmatter `head`: teach plugins/light-head/runtime/head.ts to render `Head` children, or drop the plugin').toEqual([]);
  });
});
