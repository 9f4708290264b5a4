/**
 * The "add a guide page" recipe (CONTRIBUTING.md) as a check: every guide page under docs/ is in the guide sidebar
 * and lit up by the Guide entry of the nav bar, and every sidebar link points at a page that exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nav } from './nav';
import { guideSidebar, sidebarLinks } from './sidebar';
import { GENERATED_GUIDE_PAGES } from './generated-pages';
import { hasOutlineHeadings } from '../api-gen/outline';
import { API_ROOTS } from '../api-gen/layout';

const DOCS = path.resolve(import.meta.dirname, '../docs');
/** Pages that stand outside the guide's navigation by design: the home page, and custom or blank pages (frontmatter pageType). */
const OUTSIDE_PAGE_TYPES = new Set(['home', 'custom', 'blank']);

/** The folders api-gen writes (`api`, and `npm/api` in a two-version build): generated pages, not the guide's. */
const GENERATED = new Set(API_ROOTS.map((root) => root.replace(/^\/|\/$/g, '')));

/** Every written page's route (`/setup/docker`, `/packages/` for a folder's index), without the generated API reference. */
function guideRoutes(dir = DOCS): { route: string; pageType?: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    const rel = path.relative(DOCS, file).split(path.sep).join('/');
    if (entry.isDirectory()) return GENERATED.has(rel) || rel === 'public' ? [] : guideRoutes(file);
    if (!/\.mdx?$/.test(entry.name)) return [];
    const pageType = /^---\n[\s\S]*?^pageType:\s*(\w+)[\s\S]*?^---/m.exec(readFileSync(file, 'utf8'))?.[1];
    return [{ route: `/${rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`, pageType }];
  });
}

const guideNav = nav.find((item) => item.text === 'Guide') as { activeMatch: string };

describe('guide pages and their navigation', () => {
  const pages = guideRoutes();
  const inGuide = pages.filter((p) => !OUTSIDE_PAGE_TYPES.has(p.pageType ?? 'doc'));
  const links = sidebarLinks(guideSidebar);

  it('finds the guide pages', () => {
    expect(inGuide.map((p) => p.route)).toContain('/setup/docker');
    expect(inGuide.map((p) => p.route)).toContain('/packages/');
    expect(pages.find((p) => p.route === '/')?.pageType).toBe('home');
  });

  it('lists every guide page in the guide sidebar (config/sidebar.ts)', () => {
    expect(inGuide.map((p) => p.route).filter((route) => !links.includes(route))).toEqual([]);
  });

  it("matches every guide page with the Guide entry's activeMatch (config/nav.ts)", () => {
    expect(inGuide.map((p) => p.route).filter((route) => !new RegExp(guideNav.activeMatch).test(route))).toEqual([]);
  });

  it('points every guide sidebar link at a page that exists', () => {
    // A page the build writes counts as there: a clean clone has not built it yet.
    const routes = new Set([...pages.map((p) => p.route), ...GENERATED_GUIDE_PAGES.map((p) => p.route)]);
    expect(links.filter((link) => !routes.has(link))).toEqual([]);
  });
});

describe('guide pages without sections', () => {
  it('say `outline: false`, so no empty outline column (its 1 px rule alone) shows beside them', () => {
    const files = guideRoutes().filter((p) => !p.pageType || !OUTSIDE_PAGE_TYPES.has(p.pageType));
    expect(files.length).toBeGreaterThan(10);
    const bare = readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('api') && !f.startsWith('npm'))
      .map((f) => ({ f, text: readFileSync(path.join(DOCS, f), 'utf8') }))
      .filter(({ text }) => !/^pageType:\s*(home|custom|blank)/m.test(text) && !/^overview:\s*true/m.test(text))
      .filter(({ text }) => !hasOutlineHeadings(text) && !/^outline:\s*false/m.test(text))
      .map(({ f }) => f);
    expect(bare).toEqual([]);
  });
});
