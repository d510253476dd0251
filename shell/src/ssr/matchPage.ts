import { matchPath } from 'react-router-dom';
import { publicRemotePages } from '../app/paths';

export interface MatchedRemotePage {
  module: (typeof publicRemotePages)[number]['module'];
  params: Record<string, string | undefined>;
}

/** The public remote page routed at `pathname`, with its parameters, or null. */
export function matchRemotePage(pathname: string): MatchedRemotePage | null {
  for (const { path, module } of publicRemotePages) {
    const match = matchPath(path, pathname);
    if (match) return { module, params: match.params };
  }
  return null;
}
