import { CSRF_COOKIE } from '@plataforma/contracts';

function readCookie(name: string): string | undefined {
  // The server render reads as a visitor: it has no cookies and makes no state-changing call.
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The CSRF token the API set in its readable cookie, echoed in the X-XSRF-TOKEN header (double submit). */
export const csrfToken = () => readCookie(CSRF_COOKIE);

/**
 * The API refuses state-changing requests without the CSRF cookie echoed in a header. A first visit
 * has no cookie yet: before such a request, fetch it once, shared by any requests that start meanwhile.
 */
export function csrfGuard(fetchCookie: () => Promise<unknown>) {
  let fetching: Promise<unknown> | null = null;
  return async (stateChanging: boolean) => {
    if (!stateChanging || csrfToken() !== undefined) return;
    fetching ??= fetchCookie().finally(() => (fetching = null));
    await fetching;
  };
}
