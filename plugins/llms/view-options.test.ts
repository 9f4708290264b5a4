import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacementFor, rspressThemeDir } from '../theme-modules';
import { pluginLlms, VIEW_OPTIONS_REPLACEMENT } from './index';
import { LlmsViewOptions } from './runtime/LlmsViewOptions';

describe('the view-options menu (WORKAROUNDS.md row llms-no-view-options)', () => {
  it('is turned off by the llms plugin, so rendering nothing is what Rspress renders', () => {
    const plugin = pluginLlms({ site: { origin: 'https://x.dev', home: 'https://x.dev/' }, base: '/', table: {}, projectRoot: '/' });
    const config = (plugin.config as (c: object) => { themeConfig: { llmsUI: { viewOptions: unknown } } })({ themeConfig: {} });
    expect(config.themeConfig.llmsUI.viewOptions).toBe(false);
    expect(LlmsViewOptions()).toBeNull();
  });

  it("Rspress 2.0.22's menu turns `viewOptions: false` into no items and renders null for none; its folder imports it by the swapped path", () => {
    const menu = readFileSync(path.join(rspressThemeDir(), 'components/Llms/LlmsViewOptions.js'), 'utf8');
    expect(menu).toContain('false === configuredOptions ? []');
    expect(menu).toContain('if (0 === renderableItems.length) return null;');
    const index = readFileSync(path.join(rspressThemeDir(), 'components/Llms/index.js'), 'utf8');
    expect(index).toContain(`from "${VIEW_OPTIONS_REPLACEMENT.request}"`);
    expect(replacementFor(path.join(rspressThemeDir(), VIEW_OPTIONS_REPLACEMENT.importer), VIEW_OPTIONS_REPLACEMENT.request, { themeDir: rspressThemeDir(), projectRoot: '/p', replacements: [VIEW_OPTIONS_REPLACEMENT] })).toBe(path.join('/p', VIEW_OPTIONS_REPLACEMENT.to));
  });
});
