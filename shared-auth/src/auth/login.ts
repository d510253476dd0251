import { MSG, type LoginInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { userCall } from './serviceError';

/** POST /api/auth/login → the user; the session cookie is set by the API. */
export const login = (input: LoginInput) => userCall(() => api.post('/auth/login', input), MSG.credencialesInvalidas);
