import type { ComentarioModerado, Paginated } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';

export const MODERACION_PAGE_SIZE = 10;

export const MODERACION_TEXTS = {
  cargar: 'No se pudieron cargar los comentarios por revisar. Intenta nuevamente.',
  accion: 'No se pudo completar la acción. Intenta nuevamente.',
  eliminado: 'Comentario eliminado.',
} as const;

/** GET /api/moderacion/comentarios: the comments awaiting review (reported since their last review, or hidden), newest first. */
export const getComentariosModerados = (context: unknown, page: number, signal: AbortSignal) =>
  loaderGet<Paginated<ComentarioModerado>>(context, '/moderacion/comentarios', { params: { page, limit: MODERACION_PAGE_SIZE }, signal });

/** 'Restaurar' or 'Ocultar': the server's confirmation. */
export async function decidir(id: number, decision: 'restaurar' | 'ocultar'): Promise<string> {
  const { data } = await api.post<{ message: string }>(`/moderacion/comentarios/${id}/${decision}`);
  return data.message;
}

/** 'Eliminar': DELETE /api/comentarios/:id (its reports go with it). */
export async function eliminarComentario(id: number): Promise<string> {
  await api.delete(`/comentarios/${id}`);
  return MODERACION_TEXTS.eliminado;
}
