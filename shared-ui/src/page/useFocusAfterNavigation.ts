import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Gives focus to `target` (the layout's `main`, focusable by script) after each navigation to another
 * path, where a full page load would start reading from the top: the link that was activated is often
 * replaced by the new page, and focus would otherwise fall back to the body with nothing announced.
 * Not on the first render, and not when only the query changes (filters, pages of a list).
 */
export function useFocusAfterNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // The scroll position is the router's to restore.
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
