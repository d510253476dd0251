import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { Noticia } from '@plataforma/contracts';
import { noticias } from '../db/schema';

export type NoticiaRow = typeof noticias.$inferSelect;

export const noticiaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  imagenUrl: z.string(),
  fecha: z.string(),
});

export const toNoticiaDto = (row: NoticiaRow): Noticia => ({
  id: row.id,
  titulo: row.titulo,
  descripcion: row.descripcion,
  imagenUrl: row.imagenUrl,
  fecha: row.fecha.toISOString(),
});

/** Newest first; the id breaks ties between news of the same instant. */
export const newestFirst = [desc(noticias.fecha), desc(noticias.id)];
