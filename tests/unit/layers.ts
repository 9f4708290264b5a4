/**
 * The project's layers, lowest first, and the rules an import must follow. A module
 * may import from its own layer or a lower one, never a higher one; the browser half
 * of a feature never imports a build half. Read by layers.test.ts, which checks every
 * relative import of the source tree against it. CONTRIBUTING.md explains the layers.
 */

export interface Layer {
  name: string;
  /** Path prefixes (relative to the project root) that belong to the layer. */
  paths: string[];
}

export const LAYERS: Layer[] = [
  // The generator and the formats it writes (symbol directory, sidebar, CLI tree, sample modules, routes, titles).
  { name: 'api-gen', paths: ['api-gen/'] },
  // Data: the site, nav, sidebar, texts, options, reader constants, redirects, npm status, error entries, grammars.
  { name: 'config', paths: ['config/', 'grammars/'] },
  // Helpers features and the theme share: lib/ for the build, lib/runtime/ for the browser.
  { name: 'lib', paths: ['lib/'] },
  // Features: one folder each, a build half and a browser half (runtime/), wired as one named plugin.
  { name: 'plugins', paths: ['plugins/'] },
  // The theme override, which mounts the features' browser halves.
  { name: 'theme', paths: ['theme/'] },
  // What runs everything: the site config, commands, benchmarks and tests; the api-gen command line.
  { name: 'entries', paths: ['rspress.config.ts', 'playwright.config.ts', 'vitest.config.ts', 'scripts/', 'tests/', 'docs/'] },
];

/** The layer a project file belongs to (the longest matching prefix wins), or undefined outside the source tree. */
export function layerOf(file: string): number | undefined {
  let best: { index: number; length: number } | undefined;
  LAYERS.forEach((layer, index) => {
    for (const p of layer.paths) {
      if ((file === p || file.startsWith(p)) && (!best || p.length > best.length)) best = { index, length: p.length };
    }
  });
  return best?.index;
}

/** Browser code: the theme, lib/runtime/ and every feature's runtime/ folder. */
export function isBrowserHalf(file: string): boolean {
  return file.startsWith('theme/') || file.startsWith('lib/runtime/') || /^plugins\/[^/]+\/runtime\//.test(file);
}

/** Build code that browser code must not import: a feature's build half, or lib/ outside lib/runtime/. */
export function isBuildHalf(file: string): boolean {
  return (/^plugins\/[^/]+\//.test(file) && !/^plugins\/[^/]+\/runtime\//.test(file)) || (file.startsWith('lib/') && !file.startsWith('lib/runtime/'));
}

/**
 * Why an import from `from` to `to` breaks the layering, or undefined when it does not.
 * A unit test sits beside the code it tests but is not part of its layer: it may import anything.
 */
export function layerViolation(from: string, to: string): string | undefined {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === undefined || b === undefined) return undefined;
  const isTest = /\.test\.tsx?$/.test(from);
  if (isTest) return undefined;
  if (b > a) {
    return `${from} (layer ${LAYERS[a].name}) imports ${to} (layer ${LAYERS[b].name}, higher): move the shared part down to ${LAYERS[a].name} or lower, or the importer up`;
  }
  if (isBrowserHalf(from) && isBuildHalf(to)) {
    return `${from} (browser code) imports ${to} (build code): move what both need into lib/runtime/ or the feature's runtime/`;
  }
  return undefined;
}

/**
 * The import circles of a file graph (file → the files it imports): each circle is one strongly connected group of
 * two or more files (or a file importing itself), its files sorted, the circles sorted by their first file. A circle
 * means neither file can be read, tested or moved without the other: the shared part belongs in a third file below both.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const targets = graph.get(top.file) ?? [];
      if (top.edge < targets.length) {
        const to = targets[top.edge++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, edge: 0 });
        } else if (onStack.has(to)) low.set(top.file, Math.min(low.get(top.file)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.file)!));
      }
      if (low.get(top.file) !== index.get(top.file)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== top.file);
      if (group.length > 1 || targets.includes(top.file)) circles.push(group.sort());
    }
  }
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}
