import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rspressThemeDir } from '../../config/theme-modules';
import { pluginLlms } from './index';
import { LlmsViewOptions } from './runtime/LlmsViewOptions';

describe('the view-options menu (WORKAROUNDS.md row llms-no-view-options)', () => {
  it('is turned off by the llms plugin, so rendering nothing is what Rspress renders', () => {
    const plugin = pluginLlms({ site: { origin: 'https://x.dev', home: 'https://x.dev/' }, base: '/', table: {}, projectRoot: '/' });
    const config = (plugin.config as (c: object) => { themeConfig: { llmsUI: { viewOptions: unknown } } })({ themeConfig: {} });
    expect(config.themeConfig.llmsUI.viewOptions).toBe(false);
    expect(LlmsViewOptions()).toBeNull();
  });

  it("Rspress 2.0.22's menu turns `viewOptions: false` into no items and renders null for none, and the title imports it through the theme", () => {
    const menu = readFileSync(path.join(rspressThemeDir(), 'components/Llms/LlmsViewOptions.js'), 'utf8');
    expect(menu).toContain('false === configuredOptions ? []');
    expect(menu).toContain('if (0 === renderableItems.length) return null;');
    const title = readFileSync(path.join(rspressThemeDir(), 'components/DocContent/docComponents/title.js'), 'utf8');
    expect(title).toMatch(/import \{[^}]*LlmsViewOptions[^}]*\} from "@rspress\/core\/theme"/);
  });
});
