import { z } from 'zod';
import { EVENT_DESCRIPTION_MIN, EVENT_WINDOW_HOURS } from './constants';
import { optionalNullableText } from './imagenes';
import { isIsoDay, text } from './input';
import { MSG } from './messages';
import { PARTICIPATION_MSG } from './participation';
import { requiredText } from './schemas';

const HOUR_MS = 3_600_000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The window an event date must fall in (spec-notes §5: not before today, at most 4 months = 2880 h ahead).
 * The form sends the chosen day as midnight UTC, so "today" must still include a day that has begun
 * west of UTC: the lower bound is the start of the UTC day 12 hours ago (the westernmost time zone).
 */
export function eventDateBounds(now = new Date()): { min: Date; max: Date } {
  const min = new Date(now.getTime() - 12 * HOUR_MS);
  min.setUTCHours(0, 0, 0, 0);
  return { min, max: new Date(now.getTime() + EVENT_WINDOW_HOURS * HOUR_MS) };
}

/** The day chosen in a date input ('2026-12-05') as the API expects it: midnight UTC (spec-notes §5). */
export const eventDayToIso = (day: string) => `${day}T00:00:00.000Z`;

/** How long after the start of an event's UTC day it counts as past: the day's end in Bolivia (UTC−4). */
const EVENT_OVER_AFTER_MS = 28 * HOUR_MS;

/**
 * Whether an event is over: sign-ups close and the agenda lists it among the past ones. Events are
 * stored as a day (midnight UTC, `eventDayToIso`), and that day lasts in Bolivia (UTC−4) until 04:00
 * UTC of the next one, so an event is past once `now` reaches the start of its UTC day + 28 hours.
 * The one rule of the API (sign-ups, the agenda's order: `EVENTO_PASADO_SQL` mirrors it) and the UI.
 */
export function eventoPasado(fecha: string | Date, now: Date = new Date()): boolean {
  const day = new Date(fecha);
  day.setUTCHours(0, 0, 0, 0);
  return now.getTime() >= day.getTime() + EVENT_OVER_AFTER_MS;
}

/** The same rule in SQL, over a `timestamptz` column or expression (`eventoPasado`). */
export const EVENTO_PASADO_SQL_HOURS = EVENT_OVER_AFTER_MS / HOUR_MS;

/**
 * The places of an event ('Cupo', optional): a positive whole number, sent as multipart text;
 * blank means none (null: everyone may sign up).
 */
export const cupoSchema = z
  .union([text(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const text = String(v).trim();
    if (text === '') return null;
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: PARTICIPATION_MSG.cupoInvalido });
      return z.NEVER;
    }
    return n;
  });

/** An ISO day or date-time with its zone, inside `eventDateBounds()` when parsed; the output is a Date. */
export const eventoFechaSchema = text(MSG.camposObligatorios)
  .trim()
  .min(1, MSG.camposObligatorios)
  .refine((v) => v === '' || isIsoDay(v) || (DATE_TIME.test(v) && isIsoDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))), MSG.fechaInvalida)
  .transform((v) => new Date(v))
  .refine((d) => d >= eventDateBounds().min, MSG.fechaPasada)
  .refine((d) => d <= eventDateBounds().max, MSG.fechaLejana);

/** POST /api/eventos text fields and the create/edit event forms (the image: `imageFileError` with PHOTO_FILE). */
export const eventoInputSchema = z.object({
  titulo: requiredText(MSG.camposObligatorios, 200, 'título'),
  descripcion: requiredText(MSG.camposObligatorios, 5000, 'descripción').refine(
    (v) => v.length >= EVENT_DESCRIPTION_MIN,
    MSG.eventoDescripcion,
  ),
  fecha: eventoFechaSchema,
  lugar: optionalNullableText(200, 'lugar'),
  cupo: cupoSchema,
});
export type EventoInput = z.input<typeof eventoInputSchema>;

/** PUT /api/eventos/:id: only the fields sent change; a blank lugar or cupo removes it. */
export const eventoUpdateSchema = eventoInputSchema.partial();
export type EventoUpdate = z.input<typeof eventoUpdateSchema>;

/** One member signed up for an event, as `GET /api/eventos/:id/inscripciones` lists them (admins). */
export const inscritoSchema = z.object({
  userId: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  /** When they signed up (ISO). */
  inscritoEn: z.string(),
  /** Whether an admin recorded their attendance ('Marcar asistencia'). */
  asistenciaRegistrada: z.boolean(),
});
export type Inscrito = z.infer<typeof inscritoSchema>;
