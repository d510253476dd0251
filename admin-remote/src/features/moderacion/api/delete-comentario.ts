import { api } from '@plataforma/shared-auth/api';
import { MODERACION_TEXTS } from './messages';

/** 'Eliminar': DELETE /api/comentarios/:id (its reports go with it). */
export async function eliminarComentario(id: number): Promise<string> {
  await api.delete(`/comentarios/${id}`);
  return MODERACION_TEXTS.eliminado;
}
