import { MSG } from '@plataforma/contracts';
import { getErrorMessage, UserFacingError, type ErrorTexts } from '@plataforma/shared-auth';

interface RequestMessages extends ErrorTexts {
  /** Shown when the call succeeds with an empty body. */
  empty?: string;
}

/**
 * Runs one API call and turns every failure into an Error whose message is the Spanish text to show
 * (`getErrorMessage`, the platform's one rule), so screens only ever display `error.message`.
 */
export async function request<T>(call: () => Promise<{ data: T }>, messages: RequestMessages): Promise<T> {
  let data: T;
  try {
    ({ data } = await call());
  } catch (error) {
    throw new UserFacingError(getErrorMessage(error, messages), { cause: error });
  }
  if (data === null || data === undefined || (data as unknown) === '') throw new UserFacingError(messages.empty ?? MSG.respuestaVacia);
  return data;
}
