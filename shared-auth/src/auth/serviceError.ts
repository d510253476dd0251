import { MSG, type User } from '@plataforma/contracts';
// Through the package entry: one ApiError class for the client and this check (Module Federation).
import { getErrorMessage, isNoResponse } from '@plataforma/shared-auth/api';

/** An auth-service failure whose message is the Spanish text to show (SPEC §8 "Auth service"). */
export function serviceError(error: unknown, fallback: string): Error {
  if (isNoResponse(error)) return new Error(MSG.sinConexion, { cause: error });
  return new Error(getErrorMessage(error, fallback), { cause: error });
}

/** "An empty response is an error" (SPEC §7). */
export function requireUser(data: unknown): User {
  if (typeof data !== 'object' || data === null) throw new Error(MSG.respuestaVacia);
  return data as User;
}

/** Runs one auth call: the body must be a user, every failure becomes a Spanish Error. */
export async function userCall(call: () => Promise<{ data: unknown }>, fallback: string): Promise<User> {
  let data: unknown;
  try {
    ({ data } = await call());
  } catch (error) {
    throw serviceError(error, fallback);
  }
  return requireUser(data);
}
