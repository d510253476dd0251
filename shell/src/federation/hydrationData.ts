import { SSR_DOM, type User } from '@plataforma/contracts';
import type { HydrationState } from 'react-router-dom';
import { isRemoteRouteId } from './remoteRoute';

/** The router's hydration data, and whom the page was rendered for when it was a session's (`RenderedUser`). */
export interface PageState extends HydrationState {
  user?: User | null;
}

/**
 * The router's hydration data the server wrote as JSON in SSR_DOM.stateId (a data script, so no CSP
 * nonce), or null for a page rendered in the browser. No React here: the entry reads it before the
 * federation runtime has provided the shared libraries.
 */
export function readHydrationData(doc: Document = document): PageState | null {
  const text = doc.getElementById(SSR_DOM.stateId)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/** The remote page modules the server rendered: their route ids are their federation ids. */
export const renderedRemotePages = (hydration: HydrationState): string[] =>
  Object.keys({ ...hydration.loaderData, ...hydration.errors }).filter(isRemoteRouteId);
