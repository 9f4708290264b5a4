import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';
import { applyChromeSwitches, chromeQuery } from './switches';

/**
 * Keeps the <html> attribute in step with the URL on client-side navigation.
 * An embedded page stays embedded: when a link inside it leads to a URL without
 * the switches, they are carried over to the new URL.
 */
export function useChromeSwitches(): void {
  const { pathname, search, hash } = useLocation();
  const carried = useRef('');
  useLayoutEffect(() => {
    const own = chromeQuery(search);
    if (!own && carried.current) {
      const params = new URLSearchParams(search);
      for (const [key, value] of new URLSearchParams(carried.current)) params.set(key, value);
      window.history.replaceState(window.history.state, '', `${pathname}?${params.toString()}${hash}`);
      applyChromeSwitches(document.documentElement, carried.current);
      return;
    }
    carried.current = own;
    applyChromeSwitches(document.documentElement, search);
  }, [pathname, search, hash]);
}
