/**
 * What the npm pages say of a release that does not install or import: the install check's record
 * (config/npm-install.json, `npm run check:install`) as a "Known issue"-style callout above the install and import
 * lines of every page of that package in the npm tree, and as one sentence on main's package page and the change
 * page. Pure string edits; idempotent (a second run replaces the callout it wrote).
 */
import type { InstallData, InstallFinding } from '../install-results';
import { installFinding } from '../install-results';
import { fullName } from '../packages';

const CALLOUT = /^::: warning Does not (?:install|import) from npm\n[\s\S]*?^:::\n\n/gm;

/** Package → what fails for a reader of its pinned release (packages that install and import are left out). */
export function installFindings(npmVersions: Record<string, string | null>, data: InstallData): Record<string, InstallFinding> {
  const out: Record<string, InstallFinding> = {};
  for (const [pkg, version] of Object.entries(npmVersions)) {
    const finding = version ? installFinding(fullName(pkg), version, data) : null;
    if (finding) out[pkg] = finding;
  }
  return out;
}

/** The finding as one sentence: "`npm install x@1` fails: `E404 …`." */
export function installSentence(finding: InstallFinding): string {
  return `\`${finding.command}\` ${finding.verdict}: \`${finding.error.replace(/`/g, "'")}\`.`;
}

/** The callout, with what to do instead (`links`: hrefs from the page to main's package page and the guide's quick start). */
export function installCallout(finding: InstallFinding, checkedOn: string, links: { main: string; quickStart: string }): string {
  const title = finding.verdict === 'fails' ? 'Does not install from npm' : 'Does not import from npm';
  return [
    `::: warning ${title}`,
    `${installSentence(finding).replace(/\.$/, '')} (measured on ${checkedOn} by \`npm run check:install\` in an empty project).`,
    '',
    `What to do instead: use the package from a clone of the toolkit's repository, as [First Project](${links.quickStart}) shows; [its reference on main](${links.main}) documents that version.`,
    ':::',
    '',
    '',
  ].join('\n');
}

/** A page with `callout` above its install command and its import line (whichever it has); without one, the old callout removed. */
export function withInstallCallout(contents: string, callout: string | undefined): string {
  const out = contents.replace(CALLOUT, '');
  if (!callout) return out;
  const at = out.search(/^```bash\nnpm install |^<p class="pt-import">/m);
  return at < 0 ? out : `${out.slice(0, at)}${callout}${out.slice(at)}`;
}
