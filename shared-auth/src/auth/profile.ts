import { MSG } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { userCall } from './userCall';

/** GET /api/auth/profile → the session's user; its 401 only means "no valid session" (the silent check of spec-notes §4). */
export const profile = () => userCall(() => api.get('/auth/profile', { expectUnauthorized: true }), MSG.noAutenticado);
