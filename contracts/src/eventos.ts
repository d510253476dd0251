import { z } from 'zod';
import { fromBoliviaWallTime, toBoliviaWallTime } from './boliviaTime';
import { EVENT_DESCRIPTION_MIN, EVENT_WINDOW_HOURS, MAX_DB_INTEGER } from './constants';
import { optionalNullableText } from './imagenes';
import { isIsoDay, text } from './input';
import { MSG } from './messages';
import { PARTICIPATION_MSG } from './participation';
import { requiredText } from './schemas';

const HOUR_MS = 3_600_000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date-time with its zone ('2026-12-09T22:30:00.000Z'): a bare day or a time without zone names no instant. */
const isIsoInstant = (v: string) => DATE_TIME.test(v) && isIsoDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v));

/**
 * The window an event's start must fall in (spec-notes §5: not before today, at most 4 months = 2880 h
 * ahead), today being the day in Bolivia: from its midnight there.
 */
export function eventDateBounds(now = new Date()): { min: Date; max: Date } {
  const today = toBoliviaWallTime(now)!.day;
  return { min: new Date(fromBoliviaWallTime(today, '00:00')!), max: new Date(now.getTime() + EVENT_WINDOW_HOURS * HOUR_MS) };
}

/** How long an event without an end (`fechaFin`) lasts: in its calendar file, and before it counts as past. */
export const EVENTO_DURACION_HORAS = 2;

/** When an event ends: its `fechaFin`, else `EVENTO_DURACION_HORAS` after its start. */
export function eventoFin({ fecha, fechaFin }: { fecha: string | Date; fechaFin: string | Date | null }): Date {
  return fechaFin ? new Date(fechaFin) : new Date(new Date(fecha).getTime() + EVENTO_DURACION_HORAS * HOUR_MS);
}

/**
 * Whether an event is over: sign-ups close and the agenda lists it among the past ones once it has
 * ended (`eventoFin`). The one rule of the API (sign-ups, the agenda's order: `eventoPasadoSql` mirrors
 * it) and the UI.
 */
export function eventoPasado(evento: { fecha: string | Date; fechaFin: string | Date | null }, now: Date = new Date()): boolean {
  return now.getTime() >= eventoFin(evento).getTime();
}

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
    if (n > MAX_DB_INTEGER) {
      ctx.addIssue({ code: 'custom', message: PARTICIPATION_MSG.cupoDemasiadoGrande });
      return z.NEVER;
    }
    return n;
  });

/** An event's start: an ISO instant inside `eventDateBounds()`; the output is a Date. */
export const eventoFechaSchema = text(MSG.camposObligatorios)
  .trim()
  .min(1, MSG.camposObligatorios)
  .refine((v) => v === '' || isIsoInstant(v), MSG.fechaInvalida)
  .transform((v) => new Date(v))
  .refine((d) => d >= eventDateBounds().min, MSG.fechaPasada)
  .refine((d) => d <= eventDateBounds().max, MSG.fechaLejana);

/**
 * An event's end ('Hora de fin', optional): an ISO instant, no later than the window's end, as a Date;
 * blank means none (null: the event lasts `EVENTO_DURACION_HORAS`). After the start: `eventoInputSchema`.
 */
export const eventoFechaFinSchema = text(MSG.fechaInvalida)
  .optional()
  .transform((v, ctx) => {
    const given = v?.trim();
    if (given === undefined) return undefined;
    if (given === '') return null;
    if (!isIsoInstant(given)) {
      ctx.addIssue({ code: 'custom', message: MSG.fechaInvalida });
      return z.NEVER;
    }
    return new Date(given);
  })
  .refine((d) => !d || d <= eventDateBounds().max, MSG.fechaLejana);

const eventoFields = z.object({
  titulo: requiredText(MSG.camposObligatorios, 200, 'título'),
  descripcion: requiredText(MSG.camposObligatorios, 5000, 'descripción').refine(
    (v) => v.length >= EVENT_DESCRIPTION_MIN,
    MSG.eventoDescripcion,
  ),
  fecha: eventoFechaSchema,
  fechaFin: eventoFechaFinSchema,
  lugar: optionalNullableText(200, 'lugar'),
  cupo: cupoSchema,
});

/** An end sent with its start comes after it (an end or start sent alone: the database's check, against the stored other). */
const endsAfterStart = ({ fecha, fechaFin }: { fecha?: Date; fechaFin?: Date | null }) => !fecha || !fechaFin || fechaFin > fecha;
const endAfterStartIssue = { message: MSG.fechaFinAnterior, path: ['fechaFin'] };

/** POST /api/eventos text fields and the create/edit event forms (the image: `imageFileError` with PHOTO_FILE). */
export const eventoInputSchema = eventoFields.refine(endsAfterStart, endAfterStartIssue);

/** PUT /api/eventos/:id: only the fields sent change; a blank lugar, cupo or fechaFin removes it. */
export const eventoUpdateSchema = eventoFields.partial().refine(endsAfterStart, endAfterStartIssue);

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

/**
 * One of the member's own sign-ups ('Mis actividades' in /perfil: `GET /api/eventos/mias`; the data
 * download too): the event, when they signed up, and whether an admin recorded their attendance.
 */
export const miInscripcionSchema = z.object({
  eventoId: z.number().int(),
  titulo: z.string(),
  /** The event's start and optional end (ISO instants). */
  fecha: z.string(),
  fechaFin: z.string().nullable(),
  lugar: z.string().nullable(),
  inscritoEn: z.string(),
  asistenciaRegistrada: z.boolean(),
});
export type MiInscripcion = z.infer<typeof miInscripcionSchema>;
