import { matchPath } from 'react-router-dom';
import { REMOTE_PAGES, type RemotePageRoute } from '@plataforma/contracts';

export interface MatchedRemotePage {
  page: RemotePageRoute;
  params: Record<string, string | undefined>;
}

/** The server-rendered remote page routed at `pathname`, with its parameters, or null. */
export function matchRemotePage(pathname: string): MatchedRemotePage | null {
  for (const page of REMOTE_PAGES) {
    const match = page.serverRendered && matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}
