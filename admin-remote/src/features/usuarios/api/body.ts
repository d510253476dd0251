import { MSG } from '@plataforma/contracts';
import { UserFacingError } from '@plataforma/shared-auth';

/** The user service's rule (spec-notes §8): an answer without a body is an error, with its own text. */
export function nonEmpty<T>(data: T | null | undefined | '', emptyText: string = MSG.respuestaVacia): T {
  if (data === null || data === undefined || data === '') throw new UserFacingError(emptyText);
  return data;
}
