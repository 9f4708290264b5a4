/**
 * The Shiki transformer that swaps a token's colour-only inline style for its class (./classes.ts), over the
 * finished tree of each code block, so it sees what the other transformers (titles, twoslash) left.
 */
import type { ShikiTransformer } from 'shiki';
import { classForStyle } from './classes';

interface HastNode {
  type: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function walk(node: HastNode, visit: (element: HastNode) => void): void {
  if (node.type === 'element') visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

export function transformerColorClasses(): ShikiTransformer {
  return {
    name: 'pact-toolbox:shiki-color-classes',
    root(root) {
      walk(root as HastNode, (element) => {
        const properties = element.properties;
        const cls = classForStyle(properties?.style);
        if (!properties || !cls) return;
        delete properties.style;
        const existing = properties.class;
        properties.class = existing === undefined ? cls : Array.isArray(existing) ? [...existing, cls] : `${String(existing)} ${cls}`;
      });
    },
  };
}
