import type { PageHandle } from '@plataforma/contracts';
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { settle } from './settle';

/** The deepest matched route that names its page's head. */
export function pageMatch<M extends { handle?: unknown }>(matches: readonly M[]): (M & { handle: PageHandle }) | undefined {
  return [...matches].reverse().find((match): match is M & { handle: PageHandle } => typeof (match.handle as PageHandle | undefined)?.head === 'function');
}

/** The document title follows the page's head once its data has arrived (the server wrote the first one). */
export function DocumentTitle() {
  const match = pageMatch(useMatches());
  useEffect(() => {
    if (!match) return;
    let live = true;
    settle(match.data)
      .then((data) => match.handle.head(data as never).title)
      .then(
        (title) => {
          if (live) document.title = title;
        },
        // The page shows the failure (its error page names itself); the title stays.
        () => {},
      );
    return () => {
      live = false;
    };
  }, [match]);
  return null;
}
