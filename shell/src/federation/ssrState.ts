/**
 * What the server rendered for the first URL, embedded in the page (#pj-ssr) for hydration: the
 * page module and its loader's data, or that the URL names nothing (404). No React here: the entry
 * reads it before the federation runtime has provided the shared libraries.
 */
export interface InitialPage {
  pathname: string;
  /** `remote/module` of the server-rendered remote page; null for the shell's own pages. */
  id: string | null;
  data: unknown;
  notFound: boolean;
}

/** The server's state in the page (JSON our server wrote), or null for a client-rendered page. */
export function readInitialPage(): InitialPage | null {
  const text = document.getElementById('pj-ssr')?.textContent;
  return text ? (JSON.parse(text) as InitialPage) : null;
}
