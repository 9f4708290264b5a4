/**
 * Rspress's icons from one SVG sprite file instead of inline on every page.
 *
 * Rspress draws its icons (the GitHub mark, the theme switch's sun and moon, the search and menu icons, the
 * code-block buttons, the sidebar's group arrows…) as inline `<svg>` with the whole drawing, repeated on
 * every page and in every code block: 3.9 MB of the 409 HTML pages. Here each icon becomes a `<symbol>` in
 * one file, `static/i.<hash>.svg`, fetched once and cached, and Rspress's icon module (`dist/theme/icons.js`,
 * which its barrel re-exports, so it is in every page's first load whatever the theme overrides) is swapped
 * for ours (runtime/icons.tsx): the same `<svg>` element with the same attributes, drawing with
 * `<use href="…#id">`. The server render and the browser render the same markup, so hydration matches; the
 * drawing inherits `currentColor` through `<use>`, so both themes and pages without JavaScript look as before.
 *
 * The symbols are made at build time from Rspress's own icon modules (rendered with react-dom/server), so an
 * Rspress upgrade that redraws an icon redraws the sprite. WORKAROUNDS.md row "icon-sprite".
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { type ModuleReplacement, themeModulesPlugin } from '../theme-modules';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { socialSpriteId, SPRITE_ICONS } from './runtime/icon-list';
import { splitIcon, spriteFile, spriteFileName } from './sprite';

const NAME = 'pact-toolbox-icon-sprite';

/** Rspress's theme barrel (`dist/theme/index.js`) takes its icons from this module. */
export const ICONS_REPLACEMENT: ModuleReplacement = {
  importer: '.',
  request: './icons.js',
  to: 'plugins/icon-sprite/runtime/icons.tsx',
  why: 'icons drawn from one sprite file instead of inline, and their drawings out of the first-load scripts',
};

/** What the browser build reads (`__PT_ICON_SPRITE__`, runtime/icons.tsx): the sprite's address and each icon's outer attributes. */
export interface SpriteDefine {
  href: string;
  outer: Record<string, Record<string, string>>;
}

/** The folder of Rspress's icon modules. */
function rspressAssetsDir(projectRoot: string): string {
  const require = createRequire(path.join(projectRoot, 'package.json'));
  return path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist/theme/assets');
}

/** Rspress's markup of the site's social link icons (what its `virtual-social-links` module holds): key → `<svg>`. */
async function socialIcons(projectRoot: string, keys: readonly string[]): Promise<Record<string, string>> {
  if (keys.length === 0) return {};
  const file = path.join(path.dirname(rspressAssetsDir(projectRoot)), '../node/utils/getSocialIcons.js');
  try {
    const { getSocialIcons } = (await import(pathToFileURL(file).href)) as { getSocialIcons(links: { icon: string }[]): Record<string, string> };
    return getSocialIcons(keys.map((icon) => ({ icon })));
  } catch (error) {
    throw new Error(`${NAME}: cannot draw the social link icons ${keys.join(', ')} with Rspress's ${file} (${(error as Error).message}); Rspress moved or renamed it: update plugins/icon-sprite/index.ts`);
  }
}

/** Renders each listed Rspress icon and the site's social icons, and makes the sprite: its file name, content, and the define for the browser. */
export async function buildSprite(projectRoot: string, base: string, socialKeys: readonly string[] = []): Promise<{ fileName: string; content: string; define: SpriteDefine }> {
  const dir = rspressAssetsDir(projectRoot);
  const symbols: string[] = [];
  const outer: SpriteDefine['outer'] = {};
  for (const icon of SPRITE_ICONS) {
    const file = path.join(dir, `${icon.asset}.js`);
    let component: ComponentType;
    try {
      component = ((await import(pathToFileURL(file).href)) as { default: ComponentType }).default;
    } catch (error) {
      throw new Error(`${NAME}: cannot load Rspress's icon ${icon.exportName} from ${file} (${(error as Error).message}); Rspress moved or renamed it: update plugins/icon-sprite/runtime/icon-list.ts`);
    }
    const split = splitIcon(icon.id, renderToStaticMarkup(createElement(component)));
    symbols.push(split.symbol);
    outer[icon.id] = split.outer;
  }
  for (const [key, markup] of Object.entries(await socialIcons(projectRoot, socialKeys))) {
    const split = splitIcon(socialSpriteId(key), markup);
    symbols.push(split.symbol);
    outer[socialSpriteId(key)] = split.outer;
  }
  const content = spriteFile(symbols);
  const fileName = spriteFileName(content);
  return { fileName, content, define: { href: `${base.endsWith('/') ? base : `${base}/`}${fileName}`, outer } };
}

export function pluginIconSprite({ projectRoot, base }: { projectRoot: string; base: string }): RspressPlugin {
  let sprite: Awaited<ReturnType<typeof buildSprite>> | undefined;
  const emit: RsbuildPlugin = {
    name: `${NAME}:emit`,
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        if (sprite) compilation.emitAsset(sprite.fileName, new sources.RawSource(sprite.content));
      });
    },
  };
  return {
    name: NAME,
    async config(config) {
      const socialKeys = (config.themeConfig?.socialLinks ?? []).flatMap((link) => (typeof link.icon === 'string' ? [link.icon] : []));
      sprite = await buildSprite(projectRoot, base, socialKeys);
      const builder = config.builderConfig ?? {};
      return {
        ...config,
        builderConfig: {
          ...builder,
          plugins: [...(builder.plugins ?? []), emit],
          tools: {
            ...builder.tools,
            rspack: [
              ...[builder.tools?.rspack ?? []].flat(),
              (_config, { appendPlugins, rspack, isServer }) => appendPlugins(themeModulesPlugin(rspack.NormalModuleReplacementPlugin, projectRoot, isServer, [ICONS_REPLACEMENT])),
            ],
          },
          source: { ...builder.source, define: { ...builder.source?.define, __PT_ICON_SPRITE__: JSON.stringify(sprite.define) } },
        },
      };
    },
  };
}
