/**
 * Which `@pact-toolbox/*` packages a guide page tells readers to install from the registry, and whether the page
 * carries the install check's callout for each (`<InstallNote packages={[…]} />`). The callout renders nothing while
 * a package installs and imports, so a page that names one from npm always says so the day it stops working.
 */
import type { PinnedPackage } from '../../api-gen/manifest';
import { SCOPE } from '../../api-gen/packages';

/** `npm install`, `npm i`, `pnpm add`, `yarn add`, `bun add`, up to the end of the command (a quote, backtick or line end). */
const INSTALL = /\b(?:npm\s+(?:install|i|add)|pnpm\s+(?:add|install)|yarn\s+add|bun\s+(?:add|install))\b([^'"`\n]*)/g;
const REGISTRY_NAME = new RegExp(`^${SCOPE.replace('/', '\\/')}\\/([a-z0-9-]+)(?:@\\S+)?$`);

/** Package names (without the scope) that the page's install commands fetch from the registry; paths (`../…`) are not. */
export function registryInstalls(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(INSTALL)) {
    for (const token of match[1].split(/\s+/)) {
      const name = REGISTRY_NAME.exec(token)?.[1];
      if (name) names.add(name);
    }
  }
  return names;
}

/** Package names (without the scope) the page's `<InstallNote packages={[…]} />` callouts cover. */
export function notedPackages(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/<InstallNote\s+packages=\{\[([^\]]*)\]\}/g)) {
    for (const quoted of match[1].matchAll(/['"]([^'"]+)['"]/g)) names.add(quoted[1].replace(`${SCOPE}/`, ''));
  }
  return names;
}

/** One line per registry install on the page that has no callout, or names a package the manifest does not pin. */
export function installNoteProblems(page: string, text: string, pins: readonly PinnedPackage[]): string[] {
  const noted = notedPackages(text);
  const problems: string[] = [];
  for (const name of registryInstalls(text)) {
    const pin = pins.find((p) => p.name === name && !p.internal);
    if (!pin || pin.version === null) {
      problems.push(`${page}: tells readers to install ${SCOPE}/${name} from npm, but api-gen/manifest.json does not pin a published version of it, so the install check never tries it. Fix: pin it in the manifest, or install it from a clone.`);
    } else if (!noted.has(name)) {
      problems.push(`${page}: tells readers to install ${SCOPE}/${name} from npm without the install check's callout. Fix: add <InstallNote packages={['${name}']} /> after the command.`);
    }
  }
  return problems;
}
