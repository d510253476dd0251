import type { User } from '@plataforma/contracts';
import { createContext } from 'react';

/**
 * Whom the server rendered the page for: the session's user (a page asked for with a session cookie),
 * else null. The browser hydrates with the same value (from the page's data), so a member's page is
 * hydrated as the member's, not first as a visitor's.
 */
export const RenderedUser = createContext<User | null>(null);
