/**
 * The filter box of a package page (api-gen/package-index.ts writes its place, `data-pt-filter`): typing narrows
 * every export list of the page to the rows whose name, kind or description hold the words typed, opens the groups
 * that hold a match and hides those that hold none. Loaded only on a page with such a place (PackageFilter.tsx).
 */
import { filterStatus, rowMatches } from './match';

/** The attribute of the filter's place; the same as api-gen's FILTER_ATTRIBUTE (checked by match.test.ts). */
export const FILTER_ATTRIBUTE = 'data-pt-filter';

/** Turns the place into a search field; returns the undo. */
export function installFilter(place: HTMLElement): () => void {
  const doc = place.ownerDocument;
  const content = place.closest('.rp-doc') ?? doc.body;
  const label = doc.createElement('label');
  label.className = 'pt-filter__label';
  const input = doc.createElement('input');
  input.type = 'search';
  input.className = 'pt-filter__input';
  input.placeholder = `Filter ${place.getAttribute(FILTER_ATTRIBUTE) ?? ''} exports by name or words`;
  input.setAttribute('aria-label', 'Filter the exports of this package');
  const status = doc.createElement('span');
  status.className = 'pt-filter__status';
  status.setAttribute('role', 'status');
  label.append(input);
  place.append(label, status);

  const groups = [...content.querySelectorAll<HTMLDetailsElement>('details.pt-kind-group')];
  const tables = groups.length ? groups.map((g) => g.querySelector('table')).filter((t): t is HTMLTableElement => !!t) : [...content.querySelectorAll('table')];
  const wasOpen = new Map(groups.map((g) => [g, g.open]));
  const apply = () => {
    const query = input.value;
    let shown = 0;
    let total = 0;
    for (const table of tables) {
      let inTable = 0;
      for (const row of table.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
        total += 1;
        const keep = rowMatches(row.textContent ?? '', query);
        row.hidden = !keep;
        if (keep) inTable += 1;
      }
      shown += inTable;
      const group = table.closest<HTMLDetailsElement>('details.pt-kind-group');
      if (group) {
        const heading = group.previousElementSibling;
        const empty = !!query.trim() && inTable === 0;
        group.hidden = empty;
        if (heading?.tagName === 'H2') (heading as HTMLElement).hidden = empty;
        group.open = query.trim() ? true : (wasOpen.get(group) ?? true);
      }
    }
    status.textContent = filterStatus(shown, total, query);
  };
  input.addEventListener('input', apply);
  return () => {
    input.value = '';
    apply();
    label.remove();
    status.remove();
  };
}
