import { z } from 'zod';
import type { Imagen } from '@plataforma/contracts';
import type { imagenes } from '../db/schema';

export const imagenSchema = z.object({ id: z.number().int(), titulo: z.string(), descripcion: z.string().nullable(), url: z.string() });

export const toImagenDto = (row: typeof imagenes.$inferSelect): Imagen => ({
  id: row.id,
  titulo: row.titulo,
  descripcion: row.descripcion,
  url: row.url,
});
