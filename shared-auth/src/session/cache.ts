import { STORAGE_USER_KEY, type User } from '@plataforma/contracts';

/** A stored value is trusted only if it still looks like a user (the key may hold anything). */
function isUser(value: unknown): value is User {
  const v = value as Partial<User> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'number' && typeof v.email === 'string' && typeof v.rol === 'string';
}

/** Local storage can be missing or throw (privacy modes, full quota): the cache is best effort. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readCachedUser(): User | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_USER_KEY) ?? 'null');
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: User | null): void {
  try {
    if (user) storage()?.setItem(STORAGE_USER_KEY, JSON.stringify(user));
    else storage()?.removeItem(STORAGE_USER_KEY);
  } catch {
    // Best effort: the session still works in memory.
  }
}
