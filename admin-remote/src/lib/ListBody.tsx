import { CardGrid, StatusMessage } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';

interface ListBodyProps {
  loading: boolean;
  loadingText: string;
  count: number;
  emptyText: string;
  /** A failed load shows its banner instead of the empty line. */
  failed?: boolean;
  children: ReactNode;
}

/** The loading line, the empty line or the card grid of an admin list. */
export function ListBody({ loading, loadingText, count, emptyText, failed, children }: ListBodyProps) {
  if (loading) return <StatusMessage kind="loading">{loadingText}</StatusMessage>;
  if (failed && count === 0) return null;
  if (count === 0) return <StatusMessage>{emptyText}</StatusMessage>;
  return <CardGrid>{children}</CardGrid>;
}
