import { describe, expect, it } from 'vitest';
import type { InstallData } from '../install-results';
import { installCallout, installFindings, installSentence, withInstallCallout } from './install-callout';

const data: InstallData = {
  checkedOn: '2026-11-24',
  node: 'v20',
  npm: '11',
  packages: {
    '@pact-toolbox/network@0.4.0': { install: { ok: false, error: 'E404: 404 Not Found: @pact-toolbox/config' }, entries: {} },
    '@pact-toolbox/kda@0.1.0': { install: { ok: true }, entries: { '@pact-toolbox/kda': { ok: false, error: 'Error [ERR_MODULE_NOT_FOUND]: x' } } },
    '@pact-toolbox/signers@0.2.0': { install: { ok: true }, entries: { '@pact-toolbox/signers': { ok: true } } },
  },
};
const links = { main: '../../../api/network/', quickStart: '../../../getting-started/first-project#quick-start' };

describe('installFindings', () => {
  it('keeps the packages whose install or import fails', () => {
    const found = installFindings({ network: '0.4.0', kda: '0.1.0', signers: '0.2.0', config: null }, data);
    expect(Object.keys(found).sort()).toEqual(['kda', 'network']);
    expect(installSentence(found.network)).toBe('`npm install @pact-toolbox/network@0.4.0` fails: `E404: 404 Not Found: @pact-toolbox/config`.');
    expect(installCallout(found.kda, data.checkedOn, links)).toMatch(/^::: warning Does not import from npm\n/);
  });
});

describe('withInstallCallout', () => {
  const callout = installCallout(installFindings({ network: '0.4.0' }, data).network, data.checkedOn, links);
  const pkgPage = 'Version: `npm 0.4.0`\n\n```bash\nnpm install @pact-toolbox/network\n```\n\nText.\n';
  const symbolPage = 'Package: x\n\n<p class="pt-import"><code>import { A } from \'@pact-toolbox/network\';</code></p>\n';
  it('puts the callout above the install command or the import line, once however often it runs', () => {
    const once = withInstallCallout(pkgPage, callout);
    expect(once.indexOf('::: warning Does not install from npm')).toBeLessThan(once.indexOf('npm install @pact-toolbox/network\n'));
    expect(withInstallCallout(once, callout)).toBe(once);
    expect(withInstallCallout(symbolPage, callout)).toMatch(/:::\n\n<p class="pt-import">/);
    expect(once).toContain('[its reference on main](../../../api/network/)');
  });
  it('takes the callout away when the package installs again, and leaves a page without those lines alone', () => {
    expect(withInstallCallout(withInstallCallout(pkgPage, callout), undefined)).toBe(pkgPage);
    expect(withInstallCallout('# Title\n\nText.\n', callout)).toBe('# Title\n\nText.\n');
  });
});
