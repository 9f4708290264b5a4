import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_ZOOM_COMPONENT, pluginImageZoom } from './index';

describe('pluginImageZoom', () => {
  it('mounts our zoom component', () => {
    expect(pluginImageZoom().globalUIComponents).toEqual([IMAGE_ZOOM_COMPONENT]);
  });
  it('refuses a config that keeps Rspress\'s own zoom on (it is added before plugins run)', async () => {
    const plugin = pluginImageZoom();
    expect(() => plugin.config!({} as never, {} as never, false)).toThrow(/mediumZoom: false/);
    expect(plugin.config!({ mediumZoom: false } as never, {} as never, false)).toEqual({ mediumZoom: false });
  });
  it('the site and the variants fixture both turn Rspress\'s zoom off and use ours', () => {
    const root = path.resolve(__dirname, '../..');
    for (const file of ['rspress.config.ts', 'tests/fixtures/site-variants/rspress.config.ts']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(text, file).toMatch(/mediumZoom: false/);
      expect(text, file).toMatch(/pluginImageZoom\(\)/);
    }
  });
  it('Rspress 2 still reads `mediumZoom` before plugins (the reason the option must be set in the config)', () => {
    const driver = readFileSync(require.resolve('@rspress/core/dist/node/PluginDriver.js'), 'utf8');
    expect(driver).toMatch(/config\?\.mediumZoom \?\? true/);
  });
});
