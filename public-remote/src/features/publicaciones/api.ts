import type { Comentario, Publicacion } from '@plataforma/contracts';
import { getList } from '../shared/useLoad';

export interface PublicacionConComentarios extends Publicacion {
  comentarios: Comentario[];
}

/** GET /publicaciones/all, then each one's comments; a failed comment load leaves that card with none (SPEC). */
export async function getPublicaciones(): Promise<PublicacionConComentarios[]> {
  const publicaciones = await getList<Publicacion>('/publicaciones/all');
  return Promise.all(
    publicaciones.map(async (publicacion) => ({
      ...publicacion,
      comentarios: await getList<Comentario>(`/comentarios/publicacion/${publicacion.id}`).catch(() => []),
    })),
  );
}

/** POST /comentarios; the created comment is returned for the list. */
export async function comentar(publicacionId: number, contenido: string): Promise<Comentario> {
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.post<Comentario>('/comentarios', { contenido, publicacionId });
  return data;
}
