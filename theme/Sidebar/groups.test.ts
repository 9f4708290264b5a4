import { describe, expect, it } from 'vitest';
import { itemsClass } from '../../plugins/terse-sidebar/runtime/group';
import { isExpanded } from './groups';

/** A wrapper as the sidebar group renders it, its classes from the markup. */
const wrapper = (className: string) => ({ classList: { contains: (name: string) => className.split(' ').includes(name) } });

describe('isExpanded', () => {
  it("reads the collapsed state from the class on the group's items wrapper", () => {
    expect(isExpanded(wrapper(itemsClass(true)))).toBe(false);
    expect(isExpanded(wrapper(itemsClass(false)))).toBe(true);
  });
});
