/**
 * The kind badges (theme/mdx/reference.css) are readable in both themes: each kind's text colour on the badge
 * background of that theme reaches 4.5:1 (WCAG AA for small text). Read from the stylesheet itself, so a colour
 * changed there is judged here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, parseColor } from '../tests/support/colour';
import { EXPORT_KINDS } from './kind-badges';
import type { MemberKind } from './member-summary';

const css = readFileSync(path.join(import.meta.dirname, '../theme/mdx/reference.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of every rule whose selector list names `selector` exactly (one selector of the list). */
function declared(selector: string, property: string): string | undefined {
  let found: string | undefined;
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').map((s) => s.trim()).includes(selector)) continue;
    const value = new RegExp(`(?:^|[;\\s])${property}\\s*:\\s*([^;]+);`).exec(body)?.[1];
    if (value) found = value.trim();
  }
  return found;
}

const MEMBER_KINDS: MemberKind[] = ['constructor', 'method', 'accessor', 'property'];
const KINDS = [...new Set([...Object.values(EXPORT_KINDS).filter((k) => k !== 'namespace'), ...MEMBER_KINDS])];
const THEMES = [
  { name: 'light', prefix: 'html:not(.rp-dark) .rp-doc', background: declared('.rp-doc .pt-kind', 'background-color') },
  { name: 'dark', prefix: 'html.rp-dark .rp-doc', background: declared('html.rp-dark .rp-doc .pt-kind', 'background-color') },
];

describe('kind badge colours', () => {
  for (const theme of THEMES) {
    it(`reach 4.5:1 on the ${theme.name} badge background for every kind`, () => {
      expect(theme.background, `${theme.name} badge background`).toMatch(/^#/);
      const ratios = KINDS.map((kind) => {
        const colour = declared(`${theme.prefix} .pt-kind-${kind}`, 'color');
        if (!colour) return `${kind}: no colour`;
        const ratio = contrast(parseColor(colour), parseColor(theme.background!));
        return ratio >= 4.5 ? 'ok' : `${kind}: ${colour} on ${theme.background} is ${ratio.toFixed(2)}:1`;
      });
      expect(ratios.filter((r) => r !== 'ok')).toEqual([]);
    });
  }
});
