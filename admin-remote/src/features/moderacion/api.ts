import type { ComentarioModerado, EstadoModeracion, Paginated } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';

export const MODERACION_PAGE_SIZE = 10;

export const MODERACION_TEXTS = {
  cargar: 'No se pudieron cargar los comentarios por revisar. Intenta nuevamente.',
  accion: 'No se pudo completar la acción. Intenta nuevamente.',
  eliminado: 'Comentario eliminado.',
} as const;

/**
 * GET /api/moderacion/comentarios: the comments awaiting review (reported since their last review, or
 * hidden by reports), newest first; with `estado=resueltos`, the decided ones, the latest decision first.
 */
export const getComentariosModerados = (context: unknown, estado: EstadoModeracion, page: number, signal: AbortSignal) =>
  loaderGet<Paginated<ComentarioModerado>>(context, '/moderacion/comentarios', {
    // The default view keeps its old address.
    params: { estado: estado === 'resueltos' ? estado : undefined, page, limit: MODERACION_PAGE_SIZE },
    signal,
  });

/** The history line of a decision: 'Ocultado por Ana Quispe el 21 de noviembre de 2026 a las 10:30'. */
export const DECISION_LABELS: Record<NonNullable<ComentarioModerado['decision']>['accion'], string> = {
  restaurado: 'Restaurado',
  descartado: 'Reportes descartados',
  ocultado: 'Ocultado',
};
/** Who decided, once their account is gone. */
export const DECISOR_SIN_CUENTA = 'un administrador que ya no tiene cuenta';

/** 'Restaurar' or 'Ocultar' (the action's intents): the server's confirmation. */
export async function decidir(id: number, decision: 'restaurar' | 'ocultar'): Promise<string> {
  const { data } = await api.post<{ message: string }>(`/moderacion/comentarios/${id}/${decision}`);
  return data.message;
}

/** 'Eliminar': DELETE /api/comentarios/:id (its reports go with it). */
export async function eliminarComentario(id: number): Promise<string> {
  await api.delete(`/comentarios/${id}`);
  return MODERACION_TEXTS.eliminado;
}
