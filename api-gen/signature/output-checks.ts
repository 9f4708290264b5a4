/**
 * Checks over generated pages for the signature blocks and the sections under
 * them: what a reader must never meet. A function, variable or type alias page
 * without its block, a member heading whose signature is missing or is still
 * a plain code block, a Parameters/Returns/Type Parameters/Throws heading in
 * the outline, a return type split into pieces, a "Defined in" link of a
 * registry build that is missing or not pinned to the published version. Pure.
 */
import { isDeclarationPage } from '../layout';
import { LABELLED_SECTIONS, LABEL_CLASS } from './sections';
import { SIGNATURE_CLASS } from './markup';
import { CDN_FILE_URL } from '../registry-source';
import { sourceRoute } from '../source-pages';

/** Kind folders whose page is one callable or value, documented by a block at its top. */
const BLOCK_FOLDERS = ['functions', 'variables', 'type-aliases'];
/** Sections of a class or interface page whose member headings each have a signature. */
const SIGNED_SECTIONS = ['Constructors', 'Methods', 'Accessors'];

const BLOCK_START = `<div class="${SIGNATURE_CLASS}">`;

/** The first non-empty line after `index`. */
function nextLine(lines: string[], index: number): string {
  for (let i = index + 1; i < lines.length; i++) if (lines[i].trim()) return lines[i].trim();
  return '';
}

/** Problems with the signature blocks and the labelled sections of one page. */
export function signatureProblems(file: string, markdown: string): string[] {
  const problems: string[] = [];
  const lines = markdown.split('\n');
  const folder = file.split('/').at(-2) ?? '';
  if (isDeclarationPage(file) && BLOCK_FOLDERS.includes(folder) && !markdown.includes(BLOCK_START)) problems.push('no signature block');
  let section = '';
  let inFence = false;
  lines.forEach((line, i) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const h2 = /^## (.+)$/.exec(line);
    if (h2) section = h2[1].trim();
    const member = /^### (.+)$/.exec(line);
    if (member && SIGNED_SECTIONS.includes(section)) {
      const next = nextLine(lines, i);
      if (next !== BLOCK_START && !/Signature/.test(next)) problems.push(`member ${member[1]} has no signature block (next: ${next.slice(0, 40)})`);
    }
    if (/^Package: /.test(line) && nextLine(lines, i).startsWith('```')) problems.push('the signature is a plain code block');
    const heading = /^(#{1,6}) (.+?)\s*$|^\*\*(.+)\*\*$/.exec(line);
    const title = heading?.[2] ?? heading?.[3];
    if (title && (LABELLED_SECTIONS as readonly string[]).includes(title)) problems.push(`"${title}" is a heading, not a label`);
    if ((line.startsWith(`<p class="${LABEL_CLASS}"`) && line.includes('>Returns<')) || title === 'Returns') {
      const next = nextLine(lines, i);
      // The type is the paragraph under the label: one line, one code span.
      const start = lines.findIndex((l, j) => j > i && l.trim());
      let end = start;
      while (start >= 0 && lines[end + 1]?.trim()) end++;
      const split = /^(`|\\\||\[`)/.test(next) || (next.startsWith('<code>') && (end > start || !next.endsWith('</code>')));
      if (split) problems.push(`return type not one code span: ${next.slice(0, 60)}`);
    }
  });
  return problems.map((problem) => `${file}: ${problem}`);
}

/**
 * Problems with the "Defined in" links of a registry build: every declaration page has one, and each points at
 * the release's source page of a documented package (api-gen/source-pages.ts, under `route`), or, where the
 * release ships no source for it, at the CDN file of the exact version documented (`versions`: full package
 * name → version).
 */
export function publishedSourceProblems(file: string, markdown: string, versions: Record<string, string>, route: string = sourceRoute()): string[] {
  const problems: string[] = [];
  const cdn = CDN_FILE_URL.slice(0, CDN_FILE_URL.indexOf('{package}'));
  const links = [...markdown.matchAll(/^Defined in: \[[^\]]+\]\(([^)\s]+)\)/gm)].map((m) => m[1]);
  if (isDeclarationPage(file) && !links.length) problems.push('no "Defined in" source link');
  for (const url of links) {
    const pinned = Object.entries(versions).some(([pkg, version]) => url.startsWith(`${cdn}${pkg}@${version}/`) || url.startsWith(`${route}${pkg.replace(/^@pact-toolbox\//, '')}/`));
    if (!pinned) problems.push(`source link not pinned to a documented version: ${url}`);
  }
  return problems.map((problem) => `${file}: ${problem}`);
}
