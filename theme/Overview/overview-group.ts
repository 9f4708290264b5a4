/**
 * Pure helpers behind OverviewGroup.tsx: which overview groups stand for a single page (and so would show the
 * page's name twice, once as the group heading and once as its card title), and the heading's id.
 */
import type { Group, GroupItem } from '@rspress/core/theme-original';

/** The one page a group stands for, when its only item is a linked page of the group's own name. */
export function singlePage(group: Group): GroupItem | undefined {
  const [item, ...rest] = group.items;
  return item && rest.length === 0 && item.link && item.text.trim() === group.name.trim() ? item : undefined;
}

/**
 * The id Rspress gives a heading it renders from a title at run time (its FallbackHeading slugs the title the way
 * GitHub does: lower case, punctuation dropped, spaces as hyphens). Written out here because the slugger would add
 * 3 KB gzip to every page's first load; overview-group.test.ts compares the two.
 */
export function headingId(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}
