import { MSG, type LoginChallenge, type LoginInput, type User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { userCall } from './userCall';

/**
 * POST /api/auth/login → the user (the API sets the session cookie), or, for an account with
 * two-step sign-in (202), the pending sign-in that `verifyLogin` completes. A 401 here means wrong credentials.
 */
export async function login(input: LoginInput): Promise<User | LoginChallenge> {
  let status = 0;
  const data = await userCall(async () => {
    const answer = await api.post('/auth/login', input, { expectUnauthorized: true });
    status = answer.status;
    return answer;
  }, MSG.credencialesInvalidas);
  return status === 202 ? (data as unknown as LoginChallenge) : data;
}

/** POST /api/auth/login/verify: the code of the authenticator app (or a recovery code) → the user. */
export const verifyLogin = (token: string, codigo: string) =>
  userCall(() => api.post('/auth/login/verify', { token, codigo }), 'No se pudo verificar el código.');
