/**
 * Rspress's sidebar group (`components/Sidebar/SidebarGroup.js`, 2.0.22) with the same behaviour and look in
 * less markup: the items' box and the arrow take their grid rows, transitions and rotation from classes
 * (runtime/group.ts names them, runtime/terse-sidebar.css draws them) instead of inline styles, and the entries
 * inside carry no `rp-sidebar-item--group-item` class (the stylesheet draws their line from `data-depth`).
 * A collapsed group still renders its items, hidden, as Rspress's does. Swapped in for Rspress's module by
 * plugins/terse-sidebar/, in the server render and the browser alike.
 */
import type { NormalizedSidebarGroup, SidebarDivider as SidebarDividerData, SidebarItem as SidebarItemData, SidebarSectionHeader as SidebarSectionHeaderData } from '@rspress/core';
import { useActiveMatcher } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper, useLinkNavigate } from '@rspress/core/theme';
import { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
import { isSidebarDivider, isSidebarGroup, isSidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/utils.js';
import type { Dispatch, SetStateAction } from 'react';
// Rspress's own group style, which its swapped-out module imported before the entry's (so an entry's colour wins
// over a group header's, as in Rspress: same weight, later in the stylesheet).
import '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css';
import { arrowClass, itemsClass } from './group';
import { SidebarItem, SidebarItemRaw } from './SidebarItem';
import { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';

type Entry = NormalizedSidebarGroup | SidebarItemData | SidebarDividerData | SidebarSectionHeaderData;

export interface SidebarGroupProps {
  id: string;
  item: NormalizedSidebarGroup;
  depth: number;
  className?: string;
  setSidebarData: Dispatch<SetStateAction<Entry[]>>;
}

function CollapsibleIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={arrowClass(collapsed)}>
      <SvgWrapper icon={IconArrowRight} />
    </div>
  );
}

export function SidebarGroup({ item, depth, id, setSidebarData, className }: SidebarGroupProps) {
  const activeMatcher = useActiveMatcher();
  const navigate = useLinkNavigate();
  const active = Boolean(item.link && activeMatcher(item.link));
  const { collapsed = false, collapsible = true } = item;
  // As Rspress: flip `collapsed` on the group in a copy of the sidebar data, found by its index path.
  const toggleCollapse = () => {
    setSidebarData((sidebarData) => {
      const next = [...sidebarData];
      const indexes = id.split('-').map(Number);
      let current = next[indexes.shift()!] as Entry;
      for (const index of indexes) current = (current as NormalizedSidebarGroup).items[index] as Entry;
      if ('items' in current) current.collapsed = !current.collapsed;
      return next;
    });
  };
  return (
    <>
      <SidebarItemRaw
        active={active}
        link={item.link}
        icon={item.icon}
        tag={item.tag}
        text={item.text}
        context={item.context}
        className={className ? `rp-sidebar-group ${className}` : 'rp-sidebar-group'}
        depth={depth}
        onClick={(event) => {
          if (!active && item.link && !collapsed) {
            void navigate(item.link);
            return;
          }
          event.stopPropagation();
          if (item.link) {
            void navigate(item.link).then(() => {
              if (collapsible) toggleCollapse();
            });
            return;
          }
          if (collapsible) toggleCollapse();
        }}
        right={collapsible && <CollapsibleIcon collapsed={collapsed} />}
      />
      <div className={itemsClass(collapsed)}>
        <div>
          {item.items?.map((child, index) =>
            isSidebarGroup(child) ? (
              <SidebarGroup key={`${id}-${index}`} id={`${id}-${index}`} depth={depth + 1} item={child} setSidebarData={setSidebarData} />
            ) : isSidebarDivider(child) ? (
              <SidebarDivider key={index} depth={depth + 1} dividerType={child.dividerType} />
            ) : isSidebarSectionHeader(child) ? (
              <SidebarSectionHeader key={index} icon={child.icon} sectionHeaderText={child.sectionHeaderText} tag={child.tag} />
            ) : (
              <SidebarItem key={index} item={child} depth={depth + 1} />
            ),
          )}
        </div>
      </div>
    </>
  );
}
