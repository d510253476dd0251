import { PAGER_MAX_FULL_PAGES } from '@plataforma/contracts';

export type PageItem = number | 'ellipsis';

/**
 * The page buttons to show (spec-notes §2 "Admin: users"): every page up to PAGER_MAX_FULL_PAGES, else the
 * first, the last, the current page and its neighbours, with 'ellipsis' for each gap. A gap of a
 * single page shows that page instead, since a marker would take the same room and hide it.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const all = Array.from({ length: totalPages }, (_, i) => i + 1);
  if (totalPages <= PAGER_MAX_FULL_PAGES) return all;
  const current = Math.min(Math.max(page, 1), totalPages);
  const shown = all.filter((n) => n === 1 || n === totalPages || Math.abs(n - current) <= 1);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of shown) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('ellipsis');
    items.push(n);
    previous = n;
  }
  return items;
}
