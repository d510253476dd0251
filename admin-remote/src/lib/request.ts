import { MSG } from '@plataforma/contracts';
import { getErrorMessage, isNoResponse } from '@plataforma/shared-auth/api';

interface RequestMessages {
  /** Shown when the server sends no message of its own (SPEC §8). */
  fallback: string;
  /** Shown when the call succeeds with an empty body. */
  empty?: string;
  /** Shown when no answer came back at all (network failure or time-out). */
  network?: string;
}

/**
 * Runs one API call and turns every failure into an Error whose message is the Spanish text to show,
 * so screens only ever display `error.message`.
 */
export async function request<T>(call: () => Promise<{ data: T }>, messages: RequestMessages): Promise<T> {
  let data: T;
  try {
    ({ data } = await call());
  } catch (error) {
    if (messages.network && isNoResponse(error)) throw new Error(messages.network);
    throw new Error(getErrorMessage(error, messages.fallback));
  }
  if (data === null || data === undefined || (data as unknown) === '') throw new Error(messages.empty ?? MSG.respuestaVacia);
  return data;
}
