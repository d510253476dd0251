import type { Comentario, MotivoReporte, Publicacion, PublicacionConComentarios } from '@plataforma/contracts';
import type { Params } from 'react-router-dom';
import { loaderGet } from '@plataforma/shared-auth';
import { readItem, readList } from '../../lib/read';

export type { PublicacionConComentarios };

/** One request whatever the number of publications: each arrives with its comments, oldest first. */
export const getPublicaciones = (context: unknown) =>
  readList<PublicacionConComentarios>(context, '/publicaciones/all?include=comentarios');

/** One publication with its comments; a failed comment load leaves it with none (spec-notes). */
export function getPublicacion(context: unknown, params: Params): Promise<PublicacionConComentarios> {
  const publicacion = readItem<Publicacion>(context, params, 'publicaciones');
  return publicacion.then(async (found) => ({
    ...found,
    comentarios: await loaderGet<Comentario[]>(context, `/comentarios/publicacion/${found.id}`).catch(() => []),
  }));
}

/** POST /comentarios; the created comment is returned. */
export async function comentar(publicacionId: number, contenido: string): Promise<Comentario> {
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.post<Comentario>('/comentarios', { contenido, publicacionId });
  return data;
}

/** PUT /comentarios/:id: its author changes the text. */
export async function editarComentario(id: number, contenido: string): Promise<Comentario> {
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.put<Comentario>(`/comentarios/${id}`, { contenido });
  return data;
}

/** DELETE /comentarios/:id: its author removes it. */
export async function eliminarComentario(id: number): Promise<void> {
  const { api } = await import('@plataforma/shared-auth/api');
  await api.delete(`/comentarios/${id}`);
}

/** POST /comentarios/:id/reportes: the member reports another's comment, once. */
export async function reportarComentario(id: number, motivo: MotivoReporte): Promise<void> {
  const { api } = await import('@plataforma/shared-auth/api');
  await api.post(`/comentarios/${id}/reportes`, { motivo });
}
