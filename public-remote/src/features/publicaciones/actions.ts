import { createComentarioSchema, createReporteSchema, firstIssue, MODERACION_MSG, updateComentarioSchema } from '@plataforma/contracts';
import { attempt, loaderApi, refuse, requestUser } from '@plataforma/shared-auth';
import type { ActionFunctionArgs } from 'react-router-dom';
import { refuseBadId, refuseUnknownIntent, sentFields, sentId, succeeded } from '../../lib/pageWrites';

/** The comment forms' `intent`s; `id` is the publication's for 'comentar', the comment's otherwise. */
/** Said (a status) when a comment went through: the list's change alone is not read out. */
export const COMENTARIO_PUBLICADO = 'Tu comentario fue publicado.';

export const COMENTARIO_INTENT = { comentar: 'comentar', editar: 'editar', eliminar: 'eliminar', reportar: 'reportar' } as const;

/**
 * The action of both publication pages (the list and one publication): comment, edit or delete one's
 * comment, report another's. The page's data is read again afterwards, so the list shows the server's copy.
 */
export async function comentariosAction({ request, context }: ActionFunctionArgs) {
  const fields = await sentFields(request);
  const id = sentId(fields);
  if (id === null) return refuseBadId(fields);
  const api = await loaderApi(context);
  switch (fields.intent) {
    case COMENTARIO_INTENT.comentar: {
      if (!(await requestUser(context))) return refuse('Debes iniciar sesión para comentar.', fields, 401);
      const parsed = createComentarioSchema.safeParse({ contenido: fields.contenido ?? '', publicacionId: id });
      if (!parsed.success) return refuse(firstIssue(parsed.error), fields);
      const done = await attempt(() => api.post('/comentarios', parsed.data), 'No se pudo enviar el comentario. Intenta nuevamente.', fields);
      return done.ok ? succeeded(fields, COMENTARIO_PUBLICADO) : done.refusal;
    }
    case COMENTARIO_INTENT.editar: {
      const parsed = updateComentarioSchema.safeParse({ contenido: fields.contenido ?? '' });
      if (!parsed.success) return refuse(firstIssue(parsed.error), fields);
      const done = await attempt(() => api.put(`/comentarios/${id}`, parsed.data), 'No se pudo editar el comentario. Intenta nuevamente.', fields);
      return done.ok ? succeeded(fields) : done.refusal;
    }
    case COMENTARIO_INTENT.eliminar: {
      const done = await attempt(() => api.delete(`/comentarios/${id}`), 'No se pudo eliminar el comentario. Intenta nuevamente.', fields);
      return done.ok ? succeeded(fields) : done.refusal;
    }
    case COMENTARIO_INTENT.reportar: {
      const parsed = createReporteSchema.safeParse({ motivo: fields.motivo });
      if (!parsed.success) return refuse(firstIssue(parsed.error), fields);
      const done = await attempt(() => api.post(`/comentarios/${id}/reportes`, parsed.data), 'No se pudo enviar el reporte. Intenta nuevamente.', fields);
      return done.ok ? succeeded(fields, MODERACION_MSG.reporteEnviado) : done.refusal;
    }
    default:
      return refuseUnknownIntent(fields);
  }
}
