import { describe, expect, it } from 'vitest';
import { readSiteDataModule, writeSiteDataModule } from './site-data-module';

const fail = () => 'not the site-data module';

// What `rspress dev` hands the transform (seen 2026-11-29): the object, then React Refresh's registration.
const DEV_MODULE = `export default {
    "base": "/",
    "title": "a } in a string, and a \\" quote",
    "themeConfig": { "nav": [ { "text": "Guide" } ] }
};

function $RefreshSig$() { return $ReactRefreshRuntime$.createSignatureFunctionForTransform() }
Promise.resolve().then(() => { $ReactRefreshRuntime$.refresh(__webpack_module__.id, __webpack_module__.hot) });
`;

describe('readSiteDataModule', () => {
  it('reads the object of the dev server\'s module and keeps the code after it', () => {
    const { siteData, rest } = readSiteDataModule(DEV_MODULE, fail);
    expect(siteData).toEqual({ base: '/', title: 'a } in a string, and a " quote', themeConfig: { nav: [{ text: 'Guide' }] } });
    expect(rest).toContain('$ReactRefreshRuntime$.refresh(');
    expect(rest.trimStart().startsWith(';')).toBe(false);
  });
  it('reads a build\'s module, with or without a semicolon and a source-map comment', () => {
    expect(readSiteDataModule('export default {\n  "base": "/"\n}', fail)).toEqual({ siteData: { base: '/' }, rest: '' });
    expect(readSiteDataModule('export default {"base":"/"};\n//# sourceMappingURL=x.map\n', fail).rest).toBe('\n//# sourceMappingURL=x.map\n');
  });
  it('fails with the caller\'s message on another shape', () => {
    expect(() => readSiteDataModule('const data = {}; export default data;', fail)).toThrow('not the site-data module');
    expect(() => readSiteDataModule('export default {"base": ', fail)).toThrow('not the site-data module');
    expect(() => readSiteDataModule('export default {base: "/"}', fail)).toThrow('not the site-data module');
  });
});

describe('writeSiteDataModule', () => {
  it('writes the new object and the code after it unchanged, so the dev server\'s hot reload still runs', () => {
    const module = readSiteDataModule(DEV_MODULE, fail);
    const written = writeSiteDataModule({ siteData: { base: '/x/' }, rest: module.rest });
    expect(written.startsWith('export default {"base":"/x/"};\n')).toBe(true);
    expect(written.endsWith(module.rest)).toBe(true);
    expect(readSiteDataModule(written, fail).siteData).toEqual({ base: '/x/' });
  });
});
