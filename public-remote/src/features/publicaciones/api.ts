import type { Comentario, LoaderContext, Publicacion } from '@plataforma/contracts';
import { getList } from '../shared/pageData';

export interface PublicacionConComentarios extends Publicacion {
  comentarios: Comentario[];
}

/** A publication's comments; a failed load leaves it with none (SPEC). */
export const getComentarios = (context: Pick<LoaderContext, 'apiBase'>, publicacionId: number) =>
  getList<Comentario>(context, `/comentarios/publicacion/${publicacionId}`).catch(() => []);

/** GET /publicaciones/all, then each one's comments. */
export async function getPublicaciones(context: Pick<LoaderContext, 'apiBase'>): Promise<PublicacionConComentarios[]> {
  const publicaciones = await getList<Publicacion>(context, '/publicaciones/all');
  return Promise.all(
    publicaciones.map(async (publicacion) => ({ ...publicacion, comentarios: await getComentarios(context, publicacion.id) })),
  );
}

/** POST /comentarios; the created comment is returned for the list. */
export async function comentar(publicacionId: number, contenido: string): Promise<Comentario> {
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.post<Comentario>('/comentarios', { contenido, publicacionId });
  return data;
}

export async function commentErrorMessage(error: unknown): Promise<string> {
  const { getErrorMessage } = await import('@plataforma/shared-auth/api');
  return getErrorMessage(error, 'No se pudo enviar el comentario. Intenta nuevamente.');
}
