import type { Comentario, LoaderContext, PublicacionConComentarios } from '@plataforma/contracts';
import { getList } from '../../lib/pageData';

export type { PublicacionConComentarios };

/** One request whatever the number of publications: each arrives with its comments, oldest first. */
export const getPublicaciones = (context: Pick<LoaderContext, 'apiBase'>) =>
  getList<PublicacionConComentarios>(context, '/publicaciones/all?include=comentarios');

/** One publication's comments (its own page); a failed load leaves it with none (spec-notes). */
export const getComentarios = (context: Pick<LoaderContext, 'apiBase'>, publicacionId: number) =>
  getList<Comentario>(context, `/comentarios/publicacion/${publicacionId}`).catch(() => []);

/** POST /comentarios; the created comment is returned for the list. */
export async function comentar(publicacionId: number, contenido: string): Promise<Comentario> {
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.post<Comentario>('/comentarios', { contenido, publicacionId });
  return data;
}
