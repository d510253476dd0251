import { z } from 'zod';
import { SURVEY_MIN_OPTIONS } from './constants';
import { isIsoDateTime, text } from './input';
import { MSG } from './messages';
import { requiredText } from './schemas';

/**
 * An option travels in the vote URL (POST /api/encuestas/:id/votar/:opcion), and Fastify's router
 * matches a path parameter of at most 100 characters (after decoding): a longer option could be
 * stored but never voted for.
 */
export const OPCION_MAX_LENGTH = 100;
const OPTIONS_MAX = 50;

/**
 * The options as the admin typed them: trimmed, blanks dropped, then at least 2 and no repeats.
 * The survey modal runs the same schema, so its messages match the API's.
 */
export const opcionesSchema = z
  .array(text(MSG.opcionesMinimas).trim().max(OPCION_MAX_LENGTH, MSG.textoLargo('opción', OPCION_MAX_LENGTH)), {
    error: MSG.opcionesMinimas,
  })
  .max(OPTIONS_MAX, MSG.solicitudInvalida)
  .transform((opciones) => opciones.filter((opcion) => opcion !== ''))
  .pipe(
    z
      .array(z.string())
      .min(SURVEY_MIN_OPTIONS, MSG.opcionesMinimas)
      .refine((opciones) => new Set(opciones).size === opciones.length, MSG.opcionesDuplicadas),
  );

/** POST and PUT /api/encuestas. An empty description is stored as none. */
export const encuestaInputSchema = z.object({
  titulo: requiredText(MSG.tituloObligatorio, 200, 'título'),
  descripcion: text()
    .trim()
    .max(1000, MSG.textoLargo('descripción', 1000))
    .nullish()
    .transform((v) => (v ? v : null)),
  opciones: opcionesSchema,
  /** 'Cierra el': an ISO date-time with its zone; blank or absent: no closing date. */
  cierraEn: text(MSG.fechaInvalida)
    .refine((v) => v === '' || isIsoDateTime(v), MSG.fechaInvalida)
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
});
export type EncuestaInput = z.input<typeof encuestaInputSchema>;

/** One option's share of a survey: its votes and its percentage of the total, rounded to one decimal. */
export interface OpcionResultado {
  opcion: string;
  votos: number;
  porcentaje: number;
}

/**
 * A survey's tally as results show it: each option in the survey's order (a count missing
 * from `votos`, an option added after the votes, is 0) and the total. The pages and the API's export
 * compute the shares alike.
 */
export function tallyOf(opciones: readonly string[], votos: Readonly<Record<string, number>>): { total: number; resultados: OpcionResultado[] } {
  const counts = opciones.map((opcion) => votos[opcion] ?? 0);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const resultados = opciones.map((opcion, i) => ({
    opcion,
    votos: counts[i]!,
    porcentaje: total === 0 ? 0 : Math.round((counts[i]! * 1000) / total) / 10,
  }));
  return { total, resultados };
}

/**
 * `GET /api/encuestas/mis-votos`: the option the signed-in member chose in each survey they voted on,
 * by survey id. Theirs alone, so never in a survey's shared answer.
 */
export const misVotosSchema = z.record(z.string(), z.string());
export type MisVotos = z.infer<typeof misVotosSchema>;
