/**
 * The sidebar's indentation by depth (pure). Rspress writes it on every sidebar entry as an inline style,
 * `padding-left: 12px` at depth 0 and `calc(12px * depth + 12px)` below; runtime/terse-sidebar.css sets the
 * same padding from the entry's `data-depth` for the depths below, so the entries carry no style.
 */
export const STYLED_DEPTHS = 6;

/** Rspress's left padding at a depth, in px. */
export const depthPadding = (depth: number): number => 12 * depth + 12;

/** The inline style an entry still needs: none at a depth the stylesheet covers, Rspress's own below it. */
export function entryStyle(depth: number): { paddingLeft: string } | undefined {
  if (depth >= 0 && depth < STYLED_DEPTHS && Number.isInteger(depth)) return undefined;
  return { paddingLeft: depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)` };
}

/** The stylesheet's rules (runtime/terse-sidebar.css holds them; terse-sidebar.test.ts checks they agree). */
export function depthRules(): string[] {
  return Array.from({ length: STYLED_DEPTHS }, (_, depth) => `.rp-sidebar-item[data-depth='${depth}'] { padding-left: ${depthPadding(depth)}px; }`);
}
