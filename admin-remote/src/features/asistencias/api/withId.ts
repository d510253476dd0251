import type { Asistencia } from '@plataforma/contracts';
import { UserFacingError } from '@plataforma/shared-auth';
import { ASISTENCIAS_MSG } from './messages';

/** The attendance service's rule (spec-notes §7): a saved record comes back with its id, else the save failed. */
export function withId(answer: Asistencia | null | undefined | ''): Asistencia {
  if (!answer || typeof answer !== 'object' || answer.id === undefined || answer.id === null) throw new UserFacingError(ASISTENCIAS_MSG.respuestaInvalida);
  return answer;
}
