/**
 * A changed export's two declarations as HTML, the smallest difference marked (`<mark>`), for its page's collapsed
 * block and its entry on the change page alike; members added, removed or changed below. Pure.
 */
import { smallestDifference, type SymbolChange } from './compare';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function pair(npm: string, before: string, after: string): string {
  const d = smallestDifference(before, after);
  const side = (label: string, middle: string) =>
    `<p class="pt-version-diff__label">${escapeHtml(label)}</p><pre class="pt-version-diff__code"><code>${escapeHtml(d.head)}${middle ? `<mark>${escapeHtml(middle)}</mark>` : ''}${escapeHtml(d.tail)}</code></pre>`;
  return side(npm, d.before) + side('main', d.after);
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
