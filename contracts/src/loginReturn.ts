/**
 * Returning to a page after signing in (/login?volver=…). A module of its own, so the visitor's first
 * page, which needs none of it, does not carry it.
 */

/** The query parameter of /login naming the page of this site to return to once signed in. */
export const LOGIN_RETURN_PARAM = 'volver';

/** /login, returning to `path` after signing in ('Inicia sesión para inscribirte'). */
export const loginReturningTo = (path: string) => `/login?${LOGIN_RETURN_PARAM}=${encodeURIComponent(path)}`;

/**
 * A control character (browsers drop tabs and line breaks from a URL) or a backslash (read as '/'):
 * '/<tab>/x.org' and '/\x.org' would leave this site.
 */
const leavesTheSite = (value: string) => [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The return path when it is a page of this site (`/agenda/3?x=1#y`), else null: only a path from the
 * root, never another origin (`//x`, `/\x`, `https://x`) or a scheme (`javascript:`): no open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || leavesTheSite(value)) return null;
  // Belt and braces: resolved against any origin, the path must stay on it.
  const base = 'http://sitio.invalid';
  return new URL(value, base).origin === base ? value : null;
}
