/**
 * Rspress's sidebar entry (SidebarItem, SidebarItemRaw of `components/Sidebar/SidebarItem.js`, 2.0.22) with
 * the same behaviour and look in less markup:
 * - no inline `padding-left` (runtime/terse-sidebar.css sets it from `data-depth`);
 * - no `rp-sidebar-item--group-item` class (the stylesheet draws a group's line beside every entry below depth 0,
 *   which are exactly the entries Rspress gives that class);
 * - no empty `rp-sidebar-item__right` box when the entry has neither a tag nor a group arrow;
 * - a plain-text label with nothing beside it is the entry's own text, without the `rp-sidebar-item__left` box and
 *   the `rp-doc` span around it (runtime/label.ts decides); the active entry keeps both, for its marker and its
 *   scroll into view.
 * Swapped in for Rspress's module by plugins/terse-sidebar/, in the server render and the browser alike, so
 * hydration sees the same markup.
 */
import { useActiveMatcher } from '@rspress/core/runtime';
import { Link, renderInlineMarkdown, SvgWrapper, Tag } from '@rspress/core/theme';
import { type MouseEvent, type ReactNode, useEffect, useRef, useTransition } from 'react';
import scrollIntoView from 'scroll-into-view-if-needed';
import { entryStyle } from './depth';
import { bareLabel } from './label';
// Rspress's own entry styles, which its swapped-out module imported; ours after them.
import '@rspress/core/dist/theme/components/Sidebar/SidebarItem.css';
import './terse-sidebar.css';

export interface SidebarItemRawProps {
  active?: boolean;
  text?: string;
  icon?: Parameters<typeof SvgWrapper>[0]['icon'];
  tag?: string;
  link?: string;
  context?: string;
  className?: string;
  left?: ReactNode;
  right?: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  depth: number;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function SidebarItemRaw({ active, text, icon, tag, link, context, className, left, right, onClick, depth }: SidebarItemRawProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isPending, startTransition] = useTransition();
  useEffect(() => {
    // As Rspress: the active entry scrolls into view inside the sidebar only.
    if (active && ref.current) {
      scrollIntoView(ref.current, {
        scrollMode: 'if-needed',
        block: 'center',
        inline: 'center',
        boundary: (element) => !(element.classList.contains('rp-doc-layout__sidebar') || element.classList.contains('rspress-doc')),
      });
    }
  }, [active]);
  const label = renderInlineMarkdown(text ?? '');
  const bare = bareLabel({ label, active, icon: Boolean(icon), left: Boolean(left) });
  const inner = (
    <>
      {bare !== undefined ? (
        bare
      ) : (
        <div className="rp-sidebar-item__left" ref={ref}>
          {icon && <SvgWrapper icon={icon} className="rp-sidebar-item__icon" />}
          <span className="rp-doc" {...label} />
          {left}
        </div>
      )}
      {(tag || right) && (
        <div className="rp-sidebar-item__right">
          <Tag tag={tag} />
          {right}
        </div>
      )}
    </>
  );
  const shared = { style: entryStyle(depth), 'data-depth': depth, ...(context ? { 'data-context': context } : {}), onClick };
  if (link) {
    return (
      <Link href={link} startTransition={startTransition} className={classes('rp-sidebar-item', active && 'rp-sidebar-item--active', isPending && 'rp-sidebar-item--pending', className)} {...shared}>
        {inner}
      </Link>
    );
  }
  return (
    <div ref={ref} className={classes('rp-sidebar-item', active && 'rp-sidebar-item--active', className)} {...shared}>
      {inner}
    </div>
  );
}

export function SidebarItem({ item, depth, className }: { item: { link?: string; icon?: SidebarItemRawProps['icon']; tag?: string; text?: string; context?: string }; depth: number; className?: string }) {
  const activeMatcher = useActiveMatcher();
  const active = Boolean(item.link && activeMatcher(item.link));
  return <SidebarItemRaw className={className} active={active} link={item.link} icon={item.icon} tag={item.tag} text={item.text} context={item.context} depth={depth} />;
}
