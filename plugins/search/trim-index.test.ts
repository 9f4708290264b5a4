import { describe, expect, it } from 'vitest';
import { trimIndex, trimPage, type RawPage } from './trim-index';

const apiContent = 'Package: @pact-toolbox/x\n\nDoes things.\n\nMethods\n\nrun()\n\nrun(a): void;\n\nParameters\n\nParameter\tType\na\tstring\n\nReturns\n\nvoid';
const at = (text: string) => apiContent.indexOf(text);
const api: RawPage = {
  title: 'Thing · @pact-toolbox/x',
  routePath: '/api/x/classes/Thing',
  content: apiContent,
  toc: [
    { id: 'methods', text: 'Methods', depth: 2, charIndex: at('Methods') },
    { id: 'run', text: 'run()', depth: 3, charIndex: at('run()') },
    { id: 'parameters', text: 'Parameters', depth: 4, charIndex: at('Parameters') },
    { id: 'returns', text: 'Returns', depth: 4, charIndex: at('Returns') },
  ],
  frontmatter: { title: 'x', description: 'About Thing', pageType: 'doc' },
  lang: 'en',
  version: '',
};

describe('trimPage', () => {
  it('keeps title, route, text, headings and the description only', () => {
    const guide = trimPage({ ...api, routePath: '/packages/x' });
    expect(Object.keys(guide).sort()).toEqual(['content', 'frontmatter', 'routePath', 'title', 'toc']);
    expect(guide.frontmatter).toEqual({ description: 'About Thing' });
    expect(guide.content).toBe(apiContent);
  });
  it('drops the lines every API page repeats, and moves heading offsets with the text', () => {
    const page = trimPage(api);
    expect(page.content).not.toMatch(/Package:|Parameters|Returns|Parameter\tType/);
    expect(page.content).toContain('a\tstring');
    expect(page.toc.map((h) => h.text)).toEqual(['Methods', 'run()']);
    for (const h of page.toc) expect(page.content.slice(h.charIndex, h.charIndex + h.text.length)).toBe(h.text);
  });
  it('trims the npm version\'s API pages the same way', () => {
    expect(trimPage({ ...api, routePath: '/npm/api/x/classes/Thing' }).content).toBe(trimPage(api).content);
  });
  it('trims a whole index, without the packages\' all-items pages', () => {
    expect(trimIndex([api]).length).toBe(1);
    const routes = trimIndex([api, { ...api, routePath: '/api/x/all' }, { ...api, routePath: '/npm/api/x/all' }, { ...api, routePath: '/packages/all' }]).map((p) => p.routePath);
    expect(routes).toEqual(['/api/x/classes/Thing', '/packages/all']);
  });
});

describe('withoutDrawing', () => {
  it('turns box-drawing characters into spaces of the same length', async () => {
    const { withoutDrawing } = await import('./trim-index');
    const diagram = '┌──────┐\n│ app  │ ──▶ network\n└──────┘';
    const out = withoutDrawing(diagram);
    expect(out).toHaveLength(diagram.length);
    expect(out).not.toMatch(/[\u2500-\u25FF]/);
    expect(out).toContain('app');
    expect(out).toContain('network');
  });
});
