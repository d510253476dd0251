import { type RefObject, useEffect } from 'react';

const openMenus = (bar: HTMLElement) => Array.from(bar.querySelectorAll<HTMLDetailsElement>('details[open]'));

/**
 * What the top bar's `<details>` menus do once the scripts run, beyond what they do without them: Escape
 * closes the innermost open one and gives focus back to its summary; a press outside the bar closes them
 * all; opening one closes the others of its `name` where the browser does not (named `<details>` arrived in
 * 2023–2024). The menus' open state stays the DOM's: React never renders `open`, so a menu opened before
 * hydration is neither reset nor out of step. Navigation closes them by remounting (`key` in `TopBar`).
 */
export function useMenus(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const onToggle = (event: Event) => {
      const opened = event.target;
      const name = opened instanceof HTMLDetailsElement && opened.open ? opened.getAttribute('name') : null;
      if (!name) return;
      for (const other of openMenus(bar)) if (other !== opened && other.getAttribute('name') === name) other.open = false;
    };
    const onPointerDown = (event: MouseEvent) => {
      if (bar.contains(event.target as Node)) return;
      for (const menu of openMenus(bar)) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // In document order a menu inside another (a group of the phone menu) comes after it.
      const innermost = openMenus(bar).at(-1);
      if (!innermost) return;
      innermost.open = false;
      innermost.querySelector('summary')?.focus();
    };
    // `toggle` does not bubble: caught on its way down instead.
    bar.addEventListener('toggle', onToggle, true);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      bar.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [barRef]);
}
