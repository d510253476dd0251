import { PARTICIPATION_MSG } from '@plataforma/contracts';
import { attempt, loaderApi } from '@plataforma/shared-auth';
import type { ActionFunctionArgs } from 'react-router-dom';
import { refuseBadId, refuseUnknownIntent, sentFields, sentId, succeeded } from '../../lib/pageWrites';

/** The sign-up forms' `intent`s; `id` is the event's. */
export const INSCRIPCION_INTENT = { inscribirme: 'inscribirme', cancelar: 'cancelar' } as const;

/**
 * The action of both agenda pages (the list and one event): 'Asistiré' (POST /eventos/:id/inscripcion,
 * no body) and 'Cancelar inscripción' (DELETE). The page is read again afterwards (also after a 409:
 * no place left), so the count and the member's state are the server's.
 */
export async function inscripcionAction({ request, context }: ActionFunctionArgs) {
  const fields = await sentFields(request);
  const id = sentId(fields);
  if (id === null) return refuseBadId(fields);
  const api = await loaderApi(context);
  const answer = (done: Awaited<ReturnType<typeof attempt>>, success: string) => (done.ok ? succeeded(fields, success) : done.refusal);
  if (fields.intent === INSCRIPCION_INTENT.inscribirme)
    return answer(
      await attempt(() => api.post(`/eventos/${id}/inscripcion`), 'No se pudo completar la inscripción.', fields),
      PARTICIPATION_MSG.inscripcionRegistrada,
    );
  if (fields.intent === INSCRIPCION_INTENT.cancelar)
    return answer(
      await attempt(() => api.delete(`/eventos/${id}/inscripcion`), 'No se pudo cancelar la inscripción.', fields),
      PARTICIPATION_MSG.inscripcionCancelada,
    );
  return refuseUnknownIntent(fields);
}
