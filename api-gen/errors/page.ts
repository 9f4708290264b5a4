/**
 * The error reference: every message the toolkit's packages throw, each with our cause and fix, the class that
 * carries it and where it is thrown. One page per package (docs/api/errors/<package>.md, routes from
 * api-gen/layout.ts), so a page stays short enough to scan (the whole reference on one page was 33,000 px at
 * 1280 px) and a pasted message lands on its entry; an index page (docs/api/errors.md) lists the packages. A package
 * with more than ERRORS_PER_PAGE messages gets as many pages as it needs, of even length, in source order
 * (<package>-part-2.md, …): main's wallet-adapters, 41 messages, was 17,500 px on one page.
 *
 * Each package page opens with a short index of its messages (one paragraph of links). In a build of the published packages, messages that
 * only the published release throws (our entries follow the toolkit's main) are set apart under their own heading,
 * "Thrown only by npm <version>", with their source line instead of a cause and fix. Two messages that read alike
 * once their variable parts are filled in (`Request timed out after <…>ms` and `… <timeout>ms`) point at each
 * other, with the place each is thrown, so the reader can tell which one they have.
 *
 * Messages with no entry (in the main build) are listed as such and returned, so the build can name them (and the
 * deploy can fail on them).
 */
import { headingSlug } from '../anchors';
import { ERRORS_FILE, errorsPackageFile } from '../layout';
import { frontmatter, inlineText } from '../markdown';
import { ERROR_CAUSE_LABEL, ERROR_NO_ENTRY_LABEL } from '../section-names';
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
  /** What a message with no entry says instead of a cause and a fix (main build). */
  noEntry: string;
  /**
   * In a build of the published packages: the release a package's messages come from ("npm 0.4.0"). Its messages
   * without an entry are then set apart as thrown only by that release.
   */
  release?: (packageName: string) => string | undefined;
  /** What the section of messages thrown only by a release says about main (checked against main's packages, or why it could not be). */
  apartNote?: string;
}

/** At most this many messages on one page (about 430 px each at 1280 px on the longest pages: under 10,000 px a page). */
export const ERRORS_PER_PAGE = 20;

/** Consecutive runs of even length, none longer than `max`: 41 by 20 → 14, 14, 13. */
export function evenParts<T>(items: readonly T[], max: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / max));
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size)).filter((part) => part.length);
}

export const ERRORS_DESCRIPTION = 'Every error message the Pact Toolbox packages throw: what causes it and how to fix it.';

export interface ErrorPageFile {
  /** Path under docs/api: "errors/network.md". */
  file: string;
  /** Its name in the sidebar and the footer's previous/next links: "network", "wallet-adapters (2 of 3)". */
  label: string;
  markdown: string;
}

/** A package page's short name: the package, and "(2 of 3)" on a package with more than one. */
export const packageErrorsLabel = (packageName: string, part = 1, parts = 1) => `${packageName}${parts > 1 ? ` (${part} of ${parts})` : ''}`;

export interface ErrorPage {
  /** The index page (ERRORS_FILE). */
  markdown: string;
  /** One page per package that throws. */
  pages: ErrorPageFile[];
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

/** A message with its variable parts' names dropped: two messages that read alike once filled in share it. */
export const readsAlike = (message: string) => message.replace(/<[^<>]*>/g, '<>').toLowerCase();

/** The fewest words a message must keep outside its placeholders before another message counts as one of its fillings. */
export const FILLED_MIN_WORDS = 3;

/**
 * Whether `message` is one way of filling in `template`: `Wallet "ecko-wallet" not found or not installed` reads as
 * `Wallet "<walletId>" not found or not installed` with `ecko-wallet` for the id. Each placeholder stands for any
 * text; a template of fewer than FILLED_MIN_WORDS words of its own ("<message>", "Failed: <reason>") fills into
 * too much to say so.
 */
export function fillsIn(message: string, template: string): boolean {
  const parts = template.toLowerCase().split(/<[^<>]*>/);
  if (parts.length < 2 || (parts.join(' ').match(/[\p{L}\p{N}]+/gu) ?? []).length < FILLED_MIN_WORDS) return false;
  const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+');
  return new RegExp(`^${pattern}$`, 'su').test(message.toLowerCase()) && readsAlike(message) !== readsAlike(template);
}

/** The title of a package's page (and its h1); "(2 of 3)" on a package with more than one. */
export const packageErrorsTitle = (packageName: string, part = 1, parts = 1) => `${ERRORS_TITLE}: ${packageErrorsLabel(packageName, part, parts)}`;

/** Text for a heading or a paragraph: angle brackets shown as written, not read as HTML. */
const literal = (text: string) => inlineText(text).replace(/[{}]/g, (c) => `\\${c}`);

const place = (site: ErrorSite) => `\`${site.file}:${site.line}\``;

function places(sites: ErrorSite[], sourceUrl: ErrorPageOptions['sourceUrl']): string {
  return sites
    .map((s) => {
      const url = sourceUrl(s);
      return url ? `[${place(s)}](${url})` : place(s);
    })
    .join(', ');
}

function thrownBy(sites: ErrorSite[], sourceUrl: ErrorPageOptions['sourceUrl']): string {
  const classes = [...new Set(sites.map((s) => (s.code ? `\`${s.errorClass}\` (\`${s.code}\`)` : `\`${s.errorClass}\``)))];
  return `Thrown as ${classes.join(', ')} at ${places(sites, sourceUrl)}.`;
}

/** Heading ids as Rspress gives them on one page: the slug, with -1, -2… on repeats (github-slugger). */
function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}-${count}` : base;
  };
}

interface Block {
  packageName: string;
  message: string;
  sites: ErrorSite[];
  entry: ErrorEntry | undefined;
  /** Set apart as thrown only by this release. */
  onlyIn: string | undefined;
  id: string;
  /** The page it is on ("errors/network-part-2.md"). */
  file: string;
}

interface Part {
  packageName: string;
  part: number;
  parts: number;
  file: string;
  blocks: Block[];
}

export function errorPage(packages: PackageErrors[], entries: ErrorEntries, options: ErrorPageOptions): ErrorPage {
  const missing: string[] = [];
  const thrown = new Set<string>();
  const byPackage: { packageName: string; blocks: Block[]; parts: Part[] }[] = [];
  for (const { packageName, sites } of packages) {
    const groups = groupByMessage(sites);
    if (!groups.length) continue;
    const known = entries[packageName] ?? {};
    const release = options.release?.(packageName);
    const blocks = groups.map(({ message, sites: where }): Block => {
      thrown.add(`${packageName}: ${message}`);
      const entry = known[message];
      if (!entry) missing.push(`${packageName}: ${message}`);
      return { packageName, message, sites: where, entry, onlyIn: !entry && release ? release : undefined, id: '', file: '' };
    });
    // Written entries first, then the set-apart ones, cut into pages; ids in page order (the section headings first).
    const ordered = [...blocks.filter((b) => !b.onlyIn), ...blocks.filter((b) => b.onlyIn)];
    const cut = evenParts(ordered, ERRORS_PER_PAGE);
    const parts = cut.map((list, i): Part => {
      const file = errorsPackageFile(packageName, i + 1);
      const slug = slugger();
      slug(packageErrorsTitle(packageName, i + 1, cut.length));
      if (list.some((b) => !b.onlyIn)) slug('Messages');
      let apartHeading = false;
      for (const block of list) {
        if (block.onlyIn && !apartHeading) {
          slug(`Thrown only by ${block.onlyIn}`);
          apartHeading = true;
        }
        block.id = slug(block.message);
        block.file = file;
      }
      return { packageName, part: i + 1, parts: cut.length, file, blocks: list };
    });
    byPackage.push({ packageName, blocks: ordered, parts });
  }

  const alike = new Map<string, Block[]>();
  const allBlocks = byPackage.flatMap((p) => p.blocks);
  for (const block of allBlocks) {
    const key = readsAlike(block.message);
    alike.set(key, [...(alike.get(key) ?? []), block]);
  }
  /** A link from one error page to a file beside it (they share a folder). */
  const sibling = (file: string) => `./${file.split('/').pop()}`;
  const linkTo = (from: Block, to: Block) => (from.file === to.file ? `#${to.id}` : `${sibling(to.file)}#${to.id}`);
  const whichOne = (block: Block) => {
    const others = [...(alike.get(readsAlike(block.message)) ?? []), ...allBlocks.filter((b) => fillsIn(block.message, b.message) || fillsIn(b.message, block.message))].filter((b) => b !== block);
    if (!others.length) return '';
    const list = others.map((o) => `[${literal(o.message)}](${linkTo(block, o)}) (\`@pact-toolbox/${o.packageName}\`, ${o.sites.map(place).join(', ')})`).join('; ');
    return `\n\n**Which one?** ${others.length === 1 ? 'Another message reads' : 'Other messages read'} the same once filled in: ${list}. This one is thrown by \`@pact-toolbox/${block.packageName}\` at ${block.sites.map(place).join(', ')}.`;
  };

  const pages = byPackage.flatMap((p) => p.parts).map(({ packageName, part, parts, file, blocks }): ErrorPageFile => {
    const written = blocks.filter((b) => !b.onlyIn);
    const apart = blocks.filter((b) => b.onlyIn);
    // A paragraph of links, not a list: the index of a 38-message package took 1,100 px as a list.
    const index = (list: Block[]) => list.map((b) => `[${literal(b.message)}](#${b.id})`).join(' · ');
    const entryBlock = (b: Block) => {
      const body = b.entry ? `**${ERROR_CAUSE_LABEL}** ${b.entry.cause}\n\n**Fix.** ${b.entry.fix}` : `**${ERROR_NO_ENTRY_LABEL}** ${options.noEntry}`;
      return `### ${literal(b.message)}\n\n${body}${whichOne(b)}\n\n${thrownBy(b.sites, options.sourceUrl)}\n`;
    };
    const apartBlock = (b: Block) => `### ${literal(b.message)}\n\n${thrownBy(b.sites, options.sourceUrl)}${whichOne(b)}\n`;
    const title = packageErrorsTitle(packageName, part, parts);
    const partLinks = Array.from({ length: parts }, (_, i) => (i + 1 === part ? `**${i + 1}**` : `[${i + 1}](${sibling(errorsPackageFile(packageName, i + 1))})`));
    const partsLine = parts > 1 ? ` Its messages take ${parts} pages, in the order of its source: ${partLinks.join(' · ')}.` : '';
    const sections = [
      written.length ? `## Messages\n\n${written.map(entryBlock).join('\n')}` : '',
      apart.length
        ? `## Thrown only by ${apart[0].onlyIn}\n\n${options.apartNote ?? "The published release throws these messages; the toolkit's main branch, which our causes and fixes follow, does not."} Each names the line that throws it.\n\n${apart.map(apartBlock).join('\n')}`
        : '',
    ].filter(Boolean);
    const markdown = `${frontmatter({ title, description: `Error messages of @pact-toolbox/${packageName}${parts > 1 ? ` (${part} of ${parts})` : ''}: what causes each and how to fix it.` })}# ${title}

The messages \`@pact-toolbox/${packageName}\` throws, read from ${options.documents}. Paste a message into search (Ctrl/Cmd+K) to land on its entry; parts in angle brackets stand for values filled in when the error is thrown. Other packages: [${ERRORS_TITLE}](../${ERRORS_FILE}).${partsLine}

On this page: ${index([...written, ...apart])}.

${sections.join('\n')}`;
    return { file, label: packageErrorsLabel(packageName, part, parts), markdown };
  });

  const stale = Object.entries(entries).flatMap(([packageName, byMessage]) =>
    Object.keys(byMessage)
      .map((message) => `${packageName}: ${message}`)
      .filter((key) => !thrown.has(key)),
  );
  const anyApart = byPackage.some(({ blocks }) => blocks.some((b) => b.onlyIn));
  const rows = byPackage.map(({ packageName, blocks, parts }) => {
    const apart = blocks.filter((b) => b.onlyIn).length;
    const more = parts.slice(1).map((p) => ` · [part ${p.part}](./${p.file})`).join('');
    const link = `[\`@pact-toolbox/${packageName}\`](./${errorsPackageFile(packageName)})${more}`;
    return anyApart ? `| ${link} | ${blocks.length - apart} | ${apart || 'none'} |` : `| ${link} | ${blocks.length} |`;
  });
  const head = anyApart ? '| Package | Messages | Thrown only by the published release |\n| --- | --- | --- |' : '| Package | Messages |\n| --- | --- |';
  const markdown = `${frontmatter({ title: ERRORS_TITLE, description: ERRORS_DESCRIPTION })}# ${ERRORS_TITLE}

Paste a message into search (Ctrl/Cmd+K) to land on its entry. Each entry says what makes the toolkit throw it and what to change. Parts in angle brackets, such as \`<networkName>\`, stand for values filled in when the error is thrown.

The reference lists the ${thrown.size} messages written in the source of ${options.documents}, read from the code itself, so a message added to the toolkit appears here at the next build. Errors that come back from a Pact node or from Pact code (a failed \`enforce\`, a missing keyset) are not thrown by the toolkit and are not listed; the transaction result carries them.

${head}
${rows.join('\n')}
`;
  return { markdown, pages, missing, stale };
}
