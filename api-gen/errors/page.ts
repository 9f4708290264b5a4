/**
 * The error reference page (docs/api/errors.md): every message the toolkit's
 * packages throw, grouped by package, each with our cause and fix, the class
 * that carries it and where it is thrown. Messages with no entry yet are listed
 * on the page as such and returned, so the build can name them (and the deploy
 * can fail on them).
 */
import { frontmatter, inlineText } from '../markdown';
import { ERROR_NO_ENTRY_LABEL } from '../section-names';
import { ERRORS_TITLE } from '../titles';
import type { ErrorSite } from './collect';

export interface ErrorEntry {
  cause: string;
  fix: string;
}

/** package → message → entry. */
export type ErrorEntries = Record<string, Record<string, ErrorEntry>>;

export interface PackageErrors {
  packageName: string;
  sites: ErrorSite[];
}

export interface ErrorPageOptions {
  /** What was read: "main @ 823a06c" or "the npm packages pinned in api-gen/manifest.json". */
  documents: string;
  /** A site's source link, or undefined when the source has no address to link to. */
  sourceUrl: (site: ErrorSite) => string | undefined;
  /** What a message with no entry says instead of a cause and a fix. */
  noEntry: string;
}

export const ERRORS_DESCRIPTION = 'Every error message the Pact Toolbox packages throw: what causes it and how to fix it.';

export interface ErrorPage {
  markdown: string;
  /** Messages thrown with no entry, as "package: message". */
  missing: string[];
  /** Entries whose message the source no longer throws, as "package: message". */
  stale: string[];
}

/** One heading per distinct message of a package, with every place that throws it. */
export function groupByMessage(sites: ErrorSite[]): { message: string; sites: ErrorSite[] }[] {
  const groups = new Map<string, ErrorSite[]>();
  for (const site of sites) {
    const list = groups.get(site.message) ?? [];
    list.push(site);
    groups.set(site.message, list);
  }
  return [...groups].map(([message, list]) => ({ message, sites: list }));
}

/** Text for a heading or a paragraph: angle brackets shown as written, not read as HTML. */
const literal = (text: string) => inlineText(text).replace(/[{}]/g, (c) => `\\${c}`);

function thrownBy(sites: ErrorSite[], sourceUrl: ErrorPageOptions['sourceUrl']): string {
  const classes = [...new Set(sites.map((s) => (s.code ? `\`${s.errorClass}\` (\`${s.code}\`)` : `\`${s.errorClass}\``)))];
  const places = sites.map((s) => {
    const label = `\`${s.file}:${s.line}\``;
    const url = sourceUrl(s);
    return url ? `[${label}](${url})` : label;
  });
  return `Thrown as ${classes.join(', ')} at ${places.join(', ')}.`;
}

export function errorPage(packages: PackageErrors[], entries: ErrorEntries, options: ErrorPageOptions): ErrorPage {
  const missing: string[] = [];
  const sections: string[] = [];
  const thrown = new Set<string>();
  for (const { packageName, sites } of packages) {
    const groups = groupByMessage(sites);
    if (!groups.length) continue;
    const known = entries[packageName] ?? {};
    const blocks = groups.map(({ message, sites: where }) => {
      thrown.add(`${packageName}: ${message}`);
      const entry = known[message];
      if (!entry) missing.push(`${packageName}: ${message}`);
      const body = entry
        ? `**Cause.** ${entry.cause}\n\n**Fix.** ${entry.fix}`
        : `**${ERROR_NO_ENTRY_LABEL}** ${options.noEntry}`;
      return `### ${literal(message)}\n\n${body}\n\n${thrownBy(where, options.sourceUrl)}\n`;
    });
    // The short name: a heading "@pact-toolbox/network" would answer a search for the package itself.
    sections.push(`## ${packageName}\n\nMessages of \`@pact-toolbox/${packageName}\`.\n\n${blocks.join('\n')}`);
  }
  const stale = Object.entries(entries).flatMap(([packageName, byMessage]) =>
    Object.keys(byMessage)
      .map((message) => `${packageName}: ${message}`)
      .filter((key) => !thrown.has(key)),
  );
  const count = thrown.size;
  const markdown = `${frontmatter({ title: ERRORS_TITLE, description: ERRORS_DESCRIPTION })}# ${ERRORS_TITLE}

Paste a message into search (Ctrl/Cmd+K) to land on its entry. Each entry says what makes the toolkit throw it and what to change. Parts in angle brackets, such as \`<networkName>\`, stand for values filled in when the error is thrown.

This page lists the ${count} messages written in the source of ${options.documents}, read from the code itself, so a message added to the toolkit appears here at the next build. Errors that come back from a Pact node or from Pact code (a failed \`enforce\`, a missing keyset) are not thrown by the toolkit and are not listed; the transaction result carries them.

${sections.join('\n')}`;
  return { markdown, missing, stale };
}
