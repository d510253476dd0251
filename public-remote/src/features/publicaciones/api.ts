import type { Comentario, Publicacion, PublicacionConComentarios } from '@plataforma/contracts';
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
