import type { Comentario, PublicacionConComentarios } from '@plataforma/contracts';
import { getList } from '../shared/useLoad';

export type { PublicacionConComentarios };

/** One request whatever the number of publications: each arrives with its comments, oldest first. */
export const getPublicaciones = () => getList<PublicacionConComentarios>('/publicaciones/all?include=comentarios');

/** POST /comentarios; the created comment is returned for the list. */
export async function comentar(publicacionId: number, contenido: string): Promise<Comentario> {
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.post<Comentario>('/comentarios', { contenido, publicacionId });
  return data;
}
