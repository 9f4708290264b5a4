import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacementFor, rspressThemeDir } from '../theme-modules';
import { LLMS_UI_PLACEMENT, pluginLlms, VIEW_OPTIONS_REPLACEMENT } from './index';
import { LlmsCopyRow, LlmsOpenRow } from './runtime/LlmsOutlineRows';
import { LlmsViewOptions } from './runtime/LlmsViewOptions';

describe('the view-options menu (WORKAROUNDS.md row llms-no-view-options)', () => {
  it('is turned off by the llms plugin, so rendering nothing is what Rspress renders', () => {
    const plugin = pluginLlms({ site: { origin: 'https://x.dev', home: 'https://x.dev/' }, base: '/', table: {}, commits: { pin: 'a'.repeat(40), mainAhead: 'b'.repeat(40) }, projectRoot: '/', workDir: '/tmp/llms' });
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

describe("the outline's llms rows (WORKAROUNDS.md row llms-no-view-options)", () => {
  it('render nothing, as Rspress 2.0.22 renders them with the llms UI by the title, which the llms plugin sets', () => {
    const plugin = pluginLlms({ site: { origin: 'https://x.dev', home: 'https://x.dev/' }, base: '/', table: {}, commits: { pin: 'a'.repeat(40), mainAhead: 'b'.repeat(40) }, projectRoot: '/', workDir: '/tmp/llms' });
    const config = (plugin.config as (c: object) => { themeConfig: { llmsUI: { placement: unknown } } })({ themeConfig: {} });
    expect(config.themeConfig.llmsUI.placement).toBe('title');
    expect(LLMS_UI_PLACEMENT).toBe('title');
    const outline = readFileSync(path.join(rspressThemeDir(), 'components/Outline/index.js'), 'utf8');
    expect(outline).toContain(`'outline' === placement && /*#__PURE__*/ jsxs(Fragment, {`);
    expect(outline).toContain('import { EditLink, LlmsCopyRow, LlmsOpenRow, ReadPercent, Toc } from "@rspress/core/theme";');
    expect(LlmsOpenRow()).toBeNull();
    expect(LlmsCopyRow()).toBeNull();
  });

  it('are the ones the theme exports, over Rspress\'s', () => {
    const index = readFileSync(path.join(__dirname, '../../theme/index.tsx'), 'utf8');
    expect(index).toContain("export { LlmsCopyRow, LlmsOpenRow } from '../plugins/llms/runtime/LlmsOutlineRows';");
  });
});
