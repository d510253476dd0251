import { z } from 'zod';
import type { Publicacion } from '@plataforma/contracts';
import type { publicaciones } from '../../../db/schema';

export const publicacionSchema = z.object({ id: z.number().int(), titulo: z.string(), contenido: z.string(), creadoEn: z.string() });

export const toPublicacionDto = (row: typeof publicaciones.$inferSelect): Publicacion => ({
  id: row.id,
  titulo: row.titulo,
  contenido: row.contenido,
  creadoEn: row.creadoEn.toISOString(),
});
