import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What the server rendered for the first URL, embedded in the page (#pj-ssr) for hydration: the
 * page module and its loader's data, or that the URL names nothing (404).
 */
export interface InitialPage {
  pathname: string;
  /** `remote/module` of the server-rendered remote page; null for the shell's own pages. */
  id: string | null;
  data: unknown;
  notFound: boolean;
}

export const InitialPageContext = createContext<InitialPage | null>(null);

/** The server's page while the browser is still on its URL; null after navigating elsewhere. */
export function useInitialPage(): InitialPage | null {
  const initial = useContext(InitialPageContext);
  const { pathname } = useLocation();
  return initial?.pathname === pathname ? initial : null;
}

export const SSR_STATE_ID = 'pj-ssr';

/** The server's state in the page, or null for a client-rendered page. */
export function readInitialPage(doc: Document = document): InitialPage | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InitialPage;
  } catch {
    return null;
  }
}
