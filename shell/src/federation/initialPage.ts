import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { InitialPage } from './ssrState';

export const InitialPageContext = createContext<InitialPage | null>(null);

/** The server's page while the browser is still on its URL; null after navigating elsewhere. */
export function useInitialPage(): InitialPage | null {
  const initial = useContext(InitialPageContext);
  const { pathname } = useLocation();
  return initial?.pathname === pathname ? initial : null;
}
