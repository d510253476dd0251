import type { PageInfo } from '@plataforma/contracts';
import { StatusMessage } from '@plataforma/shared-ui';
import { useEffect, useRef, type ReactNode } from 'react';

interface EmptyPageProps {
  page: PageInfo;
  onPageChange: (page: number) => void;
  /** The list's empty line ('No se encontraron usuarios.'). */
  children: ReactNode;
}

/**
 * A paginated list with nothing on the page asked: its empty line, unless that page is past the last one
 * (its last item was just decided or deleted, or an old link): then it goes to the last page instead of
 * saying the list is empty.
 */
export function EmptyPage({ page, onPageChange, children }: EmptyPageProps) {
  const beyond = page.totalPages > 0 && page.page > page.totalPages;
  const goTo = useRef(onPageChange);
  goTo.current = onPageChange;
  useEffect(() => {
    if (beyond) goTo.current(page.totalPages);
  }, [beyond, page.totalPages]);
  return beyond ? null : <StatusMessage>{children}</StatusMessage>;
}
