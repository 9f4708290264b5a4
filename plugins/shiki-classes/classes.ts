/**
 * Code-block token colours as classes (pure). Rspress highlights with Shiki's css-variables theme, which
 * writes every token as `<span style="color:var(--shiki-token-keyword)">`: 0.8 MB of the HTML and as much
 * again in the pages' scripts. A token whose whole style is one of these colours gets the class instead;
 * runtime/shiki-classes.css gives each class the same colour. Anything else keeps its inline style.
 */

/** css-variables theme variable (after `--shiki-`) → our class. */
export const SHIKI_COLOR_CLASSES: Readonly<Record<string, string>> = {
  foreground: 'pt-sf',
  'token-keyword': 'pt-sk',
  'token-function': 'pt-sn',
  'token-constant': 'pt-sc',
  'token-punctuation': 'pt-sp',
  'token-string-expression': 'pt-se',
  'token-string': 'pt-ss',
  'token-comment': 'pt-sm',
  'token-parameter': 'pt-sa',
  'token-link': 'pt-sl',
};

const COLOR_ONLY = /^color:var\(--shiki-([a-z-]+)\);?$/;

/** The class that stands for an inline style, or undefined when the style is not exactly one listed colour. */
export function classForStyle(style: unknown): string | undefined {
  if (typeof style !== 'string') return undefined;
  const name = COLOR_ONLY.exec(style.trim())?.[1];
  return name === undefined ? undefined : SHIKI_COLOR_CLASSES[name];
}

/** The stylesheet's rules (runtime/shiki-classes.css holds them; shiki-classes.test.ts checks they agree). */
export function colorRules(): string[] {
  return Object.entries(SHIKI_COLOR_CLASSES).map(([name, cls]) => `.${cls} { color: var(--shiki-${name}); }`);
}
