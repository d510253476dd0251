import { MSG, type LoginChallenge, type LoginInput, type User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { serviceError, userCall } from './serviceError';

/**
 * POST /api/auth/login → the user (the API sets the session cookie), or, for an account with
 * two-step sign-in (202), the pending sign-in that `verifyLogin` completes.
 */
export async function login(input: LoginInput): Promise<User | LoginChallenge> {
  let answer: { status: number; data: unknown };
  try {
    answer = await api.post('/auth/login', input);
  } catch (error) {
    throw serviceError(error, MSG.credencialesInvalidas);
  }
  if (answer.status === 202) return answer.data as LoginChallenge;
  return userCall(() => Promise.resolve(answer), MSG.credencialesInvalidas);
}

/** POST /api/auth/login/verify: the code of the authenticator app (or a recovery code) → the user. */
export const verifyLogin = (token: string, codigo: string) =>
  userCall(() => api.post('/auth/login/verify', { token, codigo }), 'No se pudo verificar el código.');
