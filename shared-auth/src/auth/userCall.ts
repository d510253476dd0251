import { MSG, type User } from '@plataforma/contracts';
// Relative: the auth service is part of the session entry, which loaded it (see session/store.ts).
import { getErrorMessage, UserFacingError } from '../errorMessage';

/** spec-notes §8 "Auth service": the server's message, else the call's default. */
export const serviceError = (error: unknown, fallback: string) =>
  new UserFacingError(getErrorMessage(error, fallback), { cause: error });

/** Runs one auth call: the body must be a user ("an empty response is an error", spec-notes §7), every failure a Spanish error. */
export async function userCall(call: () => Promise<{ data: unknown }>, fallback: string): Promise<User> {
  let data: unknown;
  try {
    ({ data } = await call());
  } catch (error) {
    throw serviceError(error, fallback);
  }
  if (typeof data !== 'object' || data === null) throw new UserFacingError(MSG.respuestaVacia);
  return data as User;
}
