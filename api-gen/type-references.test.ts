import { describe, expect, it } from 'vitest';
import { declarationText, dependencyAnchor, dependencySection, libTypeUrl, LIB_TYPE_LINKS, MAX_DEFINITION_LINES } from './type-references';

describe('libTypeUrl', () => {
  it('links TypeScript\'s own types and nothing of the same name elsewhere', () => {
    expect(libTypeUrl('Promise', 'typescript')).toMatch(/^https:\/\/developer\.mozilla\.org\/.*\/Promise$/);
    expect(libTypeUrl('Record', 'typescript')).toMatch(/^https:\/\/www\.typescriptlang\.org\/docs\/handbook\/utility-types\.html#record/);
    expect(libTypeUrl('Promise', '@pact-toolbox/types')).toBeUndefined();
    expect(libTypeUrl('NoSuchType', 'typescript')).toBeUndefined();
    expect(libTypeUrl('toString', 'typescript')).toBeUndefined();
  });

  it('holds only https addresses at MDN or the TypeScript site', () => {
    for (const [name, url] of Object.entries(LIB_TYPE_LINKS)) {
      expect(url, name).toMatch(/^https:\/\/(developer\.mozilla\.org\/en-US\/docs\/|www\.typescriptlang\.org\/docs\/)/);
    }
  });
});

describe('declarationText', () => {
  const source = `import x from 'y';\n/** A chain. */\nexport type ChainId = "0" | "1";\nexport interface Big {\n${Array.from({ length: 30 }, (_, i) => `    m${i}: string;`).join('\n')}\n}\n`;

  it('finds the declaration at a position by its name, without its doc comment', () => {
    expect(declarationText(source, 'a.ts', source.indexOf('/** A chain'), 'ChainId')).toBe('export type ChainId = "0" | "1";');
    expect(declarationText(source, 'a.ts', source.indexOf('/** A chain'), 'Other')).toBeUndefined();
  });

  it('cuts a long one and says how much is left out', () => {
    const text = declarationText(source, 'a.ts', source.indexOf('export interface'), 'Big')!;
    const lines = text.split('\n');
    expect(lines).toHaveLength(MAX_DEFINITION_LINES);
    expect(lines[1]).toBe('    m0: string;');
    expect(lines.at(-1)).toBe(`  // … ${32 - MAX_DEFINITION_LINES + 1} more lines`);
  });
});

describe('dependencySection', () => {
  it('writes each definition under the anchor its links point at', () => {
    const md = dependencySection([
      { name: 'PactSignerLike', packageName: '@pact-toolbox/types', text: 'export type PactSignerLike = string;' },
      { name: 'ChainId', packageName: '@pact-toolbox/types', text: 'export type ChainId = "0";' },
    ]);
    expect(md.indexOf(`id="${dependencyAnchor('ChainId')}"`)).toBeLessThan(md.indexOf(`id="${dependencyAnchor('PactSignerLike')}"`));
    expect(md).toContain('```ts\nexport type ChainId = "0";\n```');
    expect(dependencySection([])).toBe('');
  });
});
