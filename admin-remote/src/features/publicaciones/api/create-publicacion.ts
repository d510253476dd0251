import { createPublicacionSchema, firstIssue, type CreatePublicacionInput, type Publicacion } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { runWrite } from '../../../lib/write';
import { PUBLICACIONES_MSG } from './messages';

/** POST /api/publicaciones as JSON: the created post. */
export const createPublicacion = async (input: CreatePublicacionInput, key?: string): Promise<Publicacion> =>
  (await api.post<Publicacion>('/publicaciones', input, { idempotencyKey: key })).data;

/** The action's 'crear': checked with the API's schema, then created (the list read again shows the server's order). */
export async function crearPublicacion(fields: Record<string, unknown>, key?: string) {
  const parsed = createPublicacionSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  return runWrite(() => createPublicacion(parsed.data, key), PUBLICACIONES_MSG.crear);
}
