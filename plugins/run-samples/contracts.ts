/**
 * Contract modules for samples that import a `.pact` file, made the way the
 * bundler plugin makes them: the toolkit checkout's own transform
 * (`packages/unplugin/src/transform.ts`, `createPactToJSTransformer`, which the
 * unplugin's `transform` hook calls) runs on the contract the sample's page
 * shows in a `pact` fence titled with that file's path (```pact
 * title="pact/guestbook.pact"```). That transform calls the Rust transformer
 * `@pact-toolbox/pact-transformer`; its native build is the one published on
 * npm for this platform (this project's optional dependency, which the Pact
 * syntax check loads too), since a checkout installed with `--ignore-scripts`
 * has no compiled binary.
 */
import { createHash } from 'node:crypto';
import { build, type Plugin } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parserPackage } from '../facts/pact-syntax';
import { mapSpecifier, toolkitBuildOptions, type ModulePaths } from './toolkit-modules';

/** The `.pact` files a sample imports ("../../pact/guestbook.pact"), as written. */
export function pactImports(code: string): string[] {
  return [...new Set([...code.matchAll(/(?:from|import)\s*["']([^"']+\.pact)["']/g)].map((m) => m[1]))];
}

/** The file a `pact` fence's meta names (`title="pact/guestbook.pact"`), or undefined. */
export function contractTitle(meta: string | null | undefined): string | undefined {
  return /\btitle=["']([^"']+\.pact)["']/.exec(meta ?? '')?.[1];
}

/**
 * The contract an import means among the page's titled `pact` fences: the one whose path ends like the import's
 * (`../../pact/guestbook.pact` → `pact/guestbook.pact`), else undefined.
 */
export function contractFor(specifier: string, contracts: Readonly<Record<string, string>>): { file: string; source: string } | undefined {
  const wanted = specifier.split('/').filter((p) => p !== '..' && p !== '.');
  const file = Object.keys(contracts).find((title) => {
    const have = title.split('/');
    return wanted.length && have.slice(-wanted.length).join('/') === wanted.slice(-have.length).join('/');
  });
  return file ? { file, source: contracts[file] } : undefined;
}

/** Where the `(module …)` form of a contract closes: the index of its `)`, or -1 (strings and `;` comments skipped). */
export function moduleEnd(source: string): number {
  const start = /\((?:module|interface)\s/.exec(source)?.index ?? -1;
  if (start < 0) return -1;
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === ';') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '"') {
      for (i++; i < source.length && source[i] !== '"'; i++) if (source[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * A file as the page has shown it so far: a fence with a `(module …)` is the whole file; one without (definitions
 * the page says to add to the module, "just before its closing parenthesis") goes before the closing `)` of the
 * module shown above it.
 */
export function contractAsShown(previous: string | undefined, fence: string): string {
  if (/\((?:module|interface)\s/.test(fence) || previous === undefined) return fence;
  const end = moduleEnd(previous);
  return end < 0 ? fence : `${previous.slice(0, end)}\n${fence}\n${previous.slice(end)}`;
}

export type PactToJS = (pactCode: string, filePath?: string) => Promise<{ code: string }>;

/** Loads the checkout's transform (bundled once into `outDir`): the function the unplugin's transform hook calls. */
export async function loadToolkitTransform(paths: ModulePaths, toolkitDir: string, outDir: string): Promise<PactToJS> {
  const outfile = path.join(outDir, 'pact-transform.mjs');
  const native = parserPackage();
  await build({
    entryPoints: [path.join(toolkitDir, 'packages/unplugin/src/transform.ts')],
    outfile,
    ...toolkitBuildOptions(toolkitDir),
    plugins: [
      {
        name: 'pact-docs-transformer',
        setup(b) {
          b.onResolve({ filter: /^@pact-toolbox\/pact-transformer$/ }, () => ({ path: 'native', namespace: 'pact-docs-native' }));
          b.onLoad({ filter: /.*/, namespace: 'pact-docs-native' }, () => ({ contents: `module.exports = require(${JSON.stringify(native)});`, loader: 'js', resolveDir: outDir }));
          b.onResolve({ filter: new RegExp(`^${native.replace(/[/-]/g, '\\$&')}$`) }, (args) => ({ path: args.path, external: true }));
          b.onResolve({ filter: /^@pact-toolbox\// }, (args) => {
            const file = mapSpecifier(args.path, paths, toolkitDir);
            return file ? { path: file } : undefined;
          });
        },
      },
    ],
  });
  const mod = (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as { createPactToJSTransformer: (o?: object) => PactToJS };
  return mod.createPactToJSTransformer();
}

/** The module path of one text of a contract file: the file, then a digest of the text (`pact/guestbook.pact#1f2e…`). */
export function contractModulePath(file: string, source: string): string {
  return `${file}#${createHash('sha256').update(source).digest('hex').slice(0, 16)}`;
}

export class ContractError extends Error {}

/**
 * The esbuild plugin that gives a sample's `.pact` import the module the transform makes from its page's contract.
 * `contractsOf(importer)` is the page's titled contracts for the sample file that imports.
 */
export function contractModules(contractsOf: (importer: string) => Readonly<Record<string, string>> | undefined, transform: () => Promise<PactToJS>): Plugin {
  return {
    name: 'pact-docs-contract-modules',
    setup(b) {
      b.onResolve({ filter: /\.pact$/ }, (args) => {
        const found = contractFor(args.path, contractsOf(args.importer) ?? {});
        if (!found) return { errors: [{ text: `Could not resolve "${args.path}": its page shows no \`pact\` fence titled with that file (\`\`\`pact title="…/${path.basename(args.path)}"): add one, or the sample cannot run` }] };
        // esbuild makes one module per path: the path names the contract's text too, since two pages (or one page
        // before and after it adds a function) can show different contracts under the same file name.
        return { path: contractModulePath(found.file, found.source), namespace: 'pact-contract', pluginData: { ...found, resolveDir: path.dirname(args.importer) } };
      });
      b.onLoad({ filter: /.*/, namespace: 'pact-contract' }, async (args) => {
        const { file, source, resolveDir } = args.pluginData as { file: string; source: string; resolveDir: string };
        const { code } = await (await transform())(source, file);
        return { contents: code, loader: 'js', resolveDir };
      });
    },
  };
}
