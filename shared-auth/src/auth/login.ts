import { MSG, type LoginInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { userCall } from './userCall';

/** POST /api/auth/login → the user; the session cookie is set by the API. A 401 here means wrong credentials. */
export const login = (input: LoginInput) =>
  userCall(() => api.post('/auth/login', input, { expectUnauthorized: true }), MSG.credencialesInvalidas);
