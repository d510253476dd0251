import { z } from 'zod';
import { ATTENDANCE_AGE_MAX, ATTENDANCE_AGE_MIN } from './constants';
import { isIsoDay, text } from './input';
import { MSG } from './messages';
import { pageQuerySchema, requiredText, searchText } from './schemas';

const required = (max: number, campo: string) => requiredText(MSG.asistenciaCampos, max, campo);

/** A whole number of years; multipart forms send it as text. */
const edad = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: MSG.asistenciaEdad })
    .int(MSG.asistenciaEdad)
    .min(ATTENDANCE_AGE_MIN, MSG.asistenciaEdad)
    .max(ATTENDANCE_AGE_MAX, MSG.asistenciaEdad),
);

/** true/false, also as the text a multipart form sends. */
const asistio = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: MSG.solicitudInvalida }),
);

/** The event's day ('2026-11-22'); blank or absent means none (shown as '-'). */
const fechaEvento = text(MSG.fechaInvalida)
  .trim()
  .refine((v) => v === '' || isIsoDay(v), MSG.fechaInvalida)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const fields = {
  tituloEvento: required(200, 'evento'),
  nombreCompleto: required(200, 'nombre completo'),
  ci: required(30, 'CI'),
  distrito: required(100, 'distrito'),
  celular: required(30, 'celular'),
  colegio: required(200, 'colegio'),
  edad,
  asistio,
  fechaEvento,
};

/** POST /api/asistencias and the 'Registrar nueva asistencia' form: every text required (trimmed). */
export const asistenciaInputSchema = z.object({
  ...fields,
  // The form starts at 'Asistió ✅' (spec-notes §9 defaults), so an absent answer means it did.
  asistio: asistio.optional().transform((v) => v ?? true),
});
export type AsistenciaInput = z.input<typeof asistenciaInputSchema>;

/** PATCH /api/asistencias/:id: only the fields sent change, each with the create rules. */
export const asistenciaUpdateSchema = z.object(fields).partial();
export type AsistenciaUpdate = z.input<typeof asistenciaUpdateSchema>;

/** GET /api/asistencias query: page, limit (10 by default; the screen asks 50), search. */
export const listAsistenciasQuerySchema = pageQuerySchema(10).extend({
  search: searchText,
});

/** GET /api/asistencias/export.csv: the screen's search, every page. */
export const exportAsistenciasQuerySchema = listAsistenciasQuerySchema.pick({ search: true });
