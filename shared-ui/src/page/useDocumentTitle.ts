import { useEffect } from 'react';

/**
 * Sets the document's title after client navigation (the server writes it into the page for the first
 * one). Nothing while `title` is undefined, e.g. until the page's data has arrived.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
