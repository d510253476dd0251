import { createContext, useContext } from 'react';
import type { InitialPage } from '@plataforma/contracts';

export const InitialPageContext = createContext<InitialPage | null>(null);

/** The server's page while the browser is still on its URL (`pathname`); null after navigating elsewhere. */
export function useInitialPage(pathname: string): InitialPage | null {
  const initial = useContext(InitialPageContext);
  return initial?.pathname === pathname ? initial : null;
}
