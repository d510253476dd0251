import { asc, desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Evento } from '@plataforma/contracts';
import { eventos } from '../db/schema';

export type EventoRow = typeof eventos.$inferSelect;

export const eventoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  fecha: z.string(),
  lugar: z.string().nullable(),
  imagen: z.string().nullable(),
});

export const toEventoDto = (row: EventoRow): Evento => ({
  id: row.id,
  titulo: row.titulo,
  descripcion: row.descripcion,
  fecha: row.fecha.toISOString(),
  lugar: row.lugar,
  imagen: row.imagen,
});

/**
 * An agenda's order: the upcoming events first, the soonest on top; then the past ones, the most
 * recent first (an event of today stays upcoming until its start).
 */
export const agendaOrder = [
  asc(sql`${eventos.fecha} < now()`),
  asc(sql`case when ${eventos.fecha} >= now() then ${eventos.fecha} end`),
  desc(eventos.fecha),
  asc(eventos.id),
];
