import { SSR_DOM, type InitialPage } from '@plataforma/contracts';

/**
 * The server's state in the page (JSON our server wrote in SSR_DOM.stateId), or null for a
 * client-rendered page. No React here: the entry reads it before the federation runtime has provided
 * the shared libraries.
 */
export function readInitialPage(): InitialPage | null {
  const text = document.getElementById(SSR_DOM.stateId)?.textContent;
  return text ? (JSON.parse(text) as InitialPage) : null;
}
