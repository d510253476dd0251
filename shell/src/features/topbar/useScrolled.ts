import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` pixels down (kept in sync with scrolling).
 * Read after mounting: the server, and so the hydrating render, know no scroll position.
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
