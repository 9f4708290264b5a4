/**
 * A changed export's two declarations as HTML, for its page's collapsed block and its entry on the change page
 * alike: npm's above main's, each under a label that names its version, wrapped (no sideways scrolling). What only
 * npm has is struck out (`<del>`), what only main has underlined (`<ins>`), each label saying so, and each mark
 * carries words a screen reader says (`data-pt-said`, read out through theme/mdx/badges.css): the difference shows
 * by more than colour. Members added, removed or changed below. Pure.
 */
import type { SymbolChange } from './compare';
import { tokenDiff, type DiffRun } from './token-diff';

/** Prose with `code` spans, as HTML for a raw paragraph: `&` and `<` escaped, each span a `<code>`. */
export const codeSpansHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/`([^`]*)`/g, '<code>$1</code>');

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One declaration: its unchanged runs as text, its changed runs inside `tag`. */
function marked(runs: DiffRun[], tag: 'del' | 'ins', said: string): string {
  return runs.map((r) => (r.changed ? `<${tag} data-pt-said="${escapeHtml(said)}">${escapeHtml(r.text)}</${tag}>` : escapeHtml(r.text))).join('');
}

function side(label: string, key: string | undefined, code: string): string {
  const keyText = key ? ` <span class="pt-version-diff__key">(${escapeHtml(key)})</span>` : '';
  return `<p class="pt-version-diff__label">${escapeHtml(label)}${keyText}</p><div class="pt-version-diff__code"><code>${code}</code></div>`;
}

function pair(npm: string, before: string, after: string): string {
  const d = tokenDiff(before, after);
  const struck = d.before.some((r) => r.changed);
  const underlined = d.after.some((r) => r.changed);
  return (
    side(npm, struck ? 'struck out: not on main' : undefined, marked(d.before, 'del', `only in ${npm}`)) +
    side('main', underlined ? `underlined: not in ${npm}` : undefined, marked(d.after, 'ins', 'only on main'))
  );
}

/** The rows of one change (`npm`: how the release is named, "npm 0.2.0"). */
export function changeRows(change: Pick<SymbolChange, 'before' | 'after' | 'membersAdded' | 'membersRemoved' | 'membersChanged'>, npm: string): string {
  const rows: string[] = [];
  if (change.before !== change.after) rows.push(pair(npm, change.before, change.after));
  const list = (names: string[]) => names.map((n) => `<code>${escapeHtml(n)}</code>`).join(', ');
  if (change.membersAdded.length) rows.push(`<p>Members added on main: ${list(change.membersAdded)}</p>`);
  if (change.membersRemoved.length) rows.push(`<p>Members only in ${escapeHtml(npm)}: ${list(change.membersRemoved)}</p>`);
  for (const m of change.membersChanged) rows.push(`<p>Member <code>${escapeHtml(m.name)}</code> differs:</p>${pair(npm, m.before, m.after)}`);
  return rows.join('');
}
