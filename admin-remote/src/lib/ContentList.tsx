import { Pending, type PendingTexts } from '@plataforma/shared-auth';
import { CardGrid, StatusMessage } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';

interface ContentListProps<T> {
  /** The loader's list, on its way or arrived. */
  items: Promise<T[]> | T[];
  /** The screen's loading text and its load failure default. */
  texts: PendingTexts;
  emptyText: string;
  children: (item: T) => ReactNode;
}

/** An admin content grid: its loading line, the failure's message, the empty line or one card per item. */
export function ContentList<T>({ items, texts, emptyText, children }: ContentListProps<T>) {
  return (
    <Pending value={items} texts={texts}>
      {(list) => (list.length === 0 ? <StatusMessage>{emptyText}</StatusMessage> : <CardGrid>{list.map(children)}</CardGrid>)}
    </Pending>
  );
}
