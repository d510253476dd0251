import { useEffect, useState } from 'react';
import { BANNER_DISMISS_MS } from '@plataforma/contracts';

/**
 * The message while it is fresh, then null once `ms` have passed (spec-notes: banners vanish after 3 s).
 * The clock restarts whenever the message changes identity; to show the same text again, pass a new
 * object (or clear the message first).
 */
export function useAutoDismiss<T>(message: T | null | undefined, ms: number = BANNER_DISMISS_MS): T | null {
  const [expired, setExpired] = useState<T | null>(null);
  useEffect(() => {
    if (message === null || message === undefined) return;
    const timer = setTimeout(() => setExpired(() => message), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return message === null || message === undefined || message === expired ? null : message;
}
