import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { Asistencia } from '@plataforma/contracts';
import { asistencias } from '../db/schema';

export type AsistenciaRow = typeof asistencias.$inferSelect;

export const asistenciaSchema = z.object({
  id: z.number().int(),
  tituloEvento: z.string(),
  nombreCompleto: z.string(),
  ci: z.string(),
  distrito: z.string(),
  celular: z.string(),
  colegio: z.string(),
  edad: z.number().int(),
  asistio: z.boolean(),
  fechaEvento: z.string().nullable(),
});

export const toAsistenciaDto = (row: AsistenciaRow): Asistencia => ({
  id: row.id,
  tituloEvento: row.tituloEvento,
  nombreCompleto: row.nombreCompleto,
  ci: row.ci,
  distrito: row.distrito,
  celular: row.celular,
  colegio: row.colegio,
  edad: row.edad,
  asistio: row.asistio,
  fechaEvento: row.fechaEvento,
});

/** The latest registrations first (the screen shows what was just entered at the top). */
export const newestFirst = [desc(asistencias.creadoEn), desc(asistencias.id)];
