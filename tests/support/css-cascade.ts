/**
 * A small CSS cascade for custom properties: reads the top-level rules of
 * stylesheets, keeps the declarations of the selectors that set theme
 * variables (light, dark or both modes), and resolves `var(--x, fallback)`
 * per mode by specificity and source order, as a browser would. Enough for
 * the variable files of Rspress and our theme; not a general CSS engine
 * (at-rule blocks such as @media are skipped).
 */

export type Mode = 'light' | 'dark';
export const MODES: readonly Mode[] = ['light', 'dark'];

export interface Rule {
  selectors: string[];
  body: string;
  file: string;
}

export interface Declaration {
  property: string;
  value: string;
  modes: Mode[];
  specificity: [number, number, number];
  /** Position in source order over all stylesheets read. */
  order: number;
  file: string;
}

export function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Splits on a separator that is not inside parentheses; empty parts are dropped. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Top-level style rules of a stylesheet; at-rule blocks (@media and the like) are skipped. */
export function parseRules(css: string, file: string): Rule[] {
  const text = stripComments(css);
  const rules: Rule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open === -1) break;
    const prelude = text.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (j < text.length && depth > 0) {
      if (text[j] === '{') depth++;
      if (text[j] === '}') depth--;
      j++;
    }
    const body = text.slice(open + 1, j - 1);
    if (!prelude.startsWith('@')) rules.push({ selectors: splitTopLevel(prelude, ','), body, file });
    i = j;
  }
  return rules;
}

/** `property: value` pairs of a rule body, in order. */
export function declarationsOf(body: string): Array<[string, string]> {
  return splitTopLevel(body, ';')
    .map((d) => {
      const colon = d.indexOf(':');
      return [d.slice(0, colon).trim(), d.slice(colon + 1).trim()] as [string, string];
    })
    .filter(([p, v]) => p && v);
}

/** Which colour modes a selector applies to, for the selectors that set theme variables (else none). */
export function modesOf(selector: string): Mode[] {
  const s = selector.replace(/\s+/g, '');
  if (s.includes(':not(.rp-dark)')) return ['light'];
  if (s.includes('.rp-dark')) return ['dark'];
  if (/^(?::where\()?(?::root|html)\)?$/.test(s)) return ['light', 'dark'];
  return [];
}

/** [ids, classes, types] of a selector; `:where()` counts nothing, `:not()`/`:is()` count their argument. */
export function specificity(selector: string): [number, number, number] {
  let s = selector.replace(/:where\((?:[^()]|\([^()]*\))*\)/g, '');
  s = s.replace(/:(?:not|is)\(((?:[^()]|\([^()]*\))*)\)/g, ' $1');
  const ids = (s.match(/#[\w-]+/g) ?? []).length;
  const classes = (s.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) ?? []).length;
  const types = (s.match(/(?:^|[\s>+~])[a-zA-Z][\w-]*/g) ?? []).length + (s.match(/::[\w-]+/g) ?? []).length;
  return [ids, classes, types];
}

/** Cascade order: lower specificity first, then source order; the last one wins. */
export function compareCascade(a: Declaration, b: Declaration): number {
  for (let k = 0; k < 3; k++) {
    if (a.specificity[k] !== b.specificity[k]) return a.specificity[k] - b.specificity[k];
  }
  return a.order - b.order;
}

/** The custom-property declarations of stylesheets given in load order, for the selectors `modesOf` knows. */
export function themeDeclarations(sheets: ReadonlyArray<{ css: string; file: string }>): Declaration[] {
  const declarations: Declaration[] = [];
  let order = 0;
  for (const sheet of sheets) {
    for (const rule of parseRules(sheet.css, sheet.file)) {
      for (const selector of rule.selectors) {
        const modes = modesOf(selector);
        if (modes.length === 0) continue;
        for (const [property, value] of declarationsOf(rule.body)) {
          if (!property.startsWith('--')) continue;
          declarations.push({ property, value, modes, specificity: specificity(selector), order: order++, file: rule.file });
        }
      }
    }
  }
  return declarations;
}

/** The winning value of every custom property per mode. */
export class Palette {
  private readonly values: Record<Mode, Map<string, string>> = { light: new Map(), dark: new Map() };

  constructor(declarations: readonly Declaration[]) {
    for (const mode of MODES) {
      const winners = declarations.filter((d) => d.modes.includes(mode)).sort(compareCascade);
      for (const d of winners) this.values[mode].set(d.property, d.value);
    }
  }

  variables(mode: Mode): string[] {
    return [...this.values[mode].keys()];
  }

  /** Resolves a value with var() references to its final text. */
  resolve(mode: Mode, value: string, seen: string[] = []): string {
    const match = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value.trim());
    if (!match) return value.trim();
    const [, name, fallback] = match;
    if (seen.includes(name)) throw new Error(`circular custom property ${name}`);
    const next = this.values[mode].get(name) ?? fallback;
    if (next === undefined) throw new Error(`${name} is not defined in ${mode} mode`);
    return this.resolve(mode, next, [...seen, name]);
  }
}
