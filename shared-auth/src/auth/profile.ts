import { MSG } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { userCall } from './serviceError';

/** GET /api/auth/profile → the session's user, or an error when there is no valid session. */
export const profile = () => userCall(() => api.get('/auth/profile'), MSG.noAutenticado);
