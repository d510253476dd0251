import { z } from 'zod';
import { pageInfoSchema } from './entities';
import { isIsoDay, text } from './input';
import { pageQuerySchema, searchText } from './schemas';

/**
 * Membership: the affiliation request, its review and the verifiable card. One rule
 * for the form and the API. CI, birth date and celular are personal data: they reach only admins
 * and their owner (`afiliacionMiaSchema`), never a public or another member's payload.
 */
export const AFILIACION_MSG = {
  ciInvalido: 'Ingresa un número de carnet válido.',
  edadFuera: 'La afiliación juvenil es para personas de 14 a 35 años.',
  fechaNacimientoInvalida: 'Ingresa una fecha de nacimiento válida.',
  departamentoInvalido: 'Elige un departamento.',
  celularInvalido: 'Ingresa un número de celular válido.',
  institucionLarga: 'El nombre del colegio o universidad es demasiado largo.',
  consentimientoRequerido: 'Debes aceptar el uso de tus datos para gestionar tu afiliación.',
  /** The consent checkbox's label. */
  consentimientoLabel: 'Acepto que mis datos se usen solo para gestionar mi afiliación.',
  solicitudEnviada: 'Solicitud enviada. Te avisaremos cuando sea revisada.',
  pendiente: 'Pendiente de revisión',
  rechazada: (motivo: string) => `Solicitud rechazada: ${motivo}`,
  vigente: 'Afiliación vigente',
  noVigente: 'Afiliación no vigente',
  codigoNoValido: 'Código no válido',
  /** What to do about an unknown code, under 'Código no válido'. */
  codigoNoValidoAyuda:
    'Revisa que el enlace esté completo o vuelve a escanear el código QR del carnet. Si sigue sin encontrarse, este carnet no fue emitido por la Plataforma Juvenil.',
  /** A card is never verified from a copy: while the database is down the check says so (503). */
  verificacionNoDisponible: 'No podemos verificar este carnet ahora. Intenta en unos minutos.',
  solicitudEnCurso: 'Ya tienes una solicitud de afiliación en curso.',
  /** The badge on an admin's card: another active affiliation holds the same CI. */
  ciEnConflicto: 'CI en conflicto',
  /** 409 to an approval while another pending or approved affiliation holds the same CI. */
  carnetEnConflicto: 'Otra afiliación pendiente o aprobada tiene este mismo carnet: rechaza una de las solicitudes (o revoca la afiliación aprobada) antes de aprobar.',
  noEncontrada: 'La solicitud de afiliación no existe.',
  soloPendiente: 'Solo se puede aprobar o rechazar una solicitud pendiente.',
  soloAprobada: 'Solo se puede revocar una afiliación aprobada.',
  motivoRequerido: 'Escribe el motivo.',
  motivoLargo: 'El motivo no puede superar los 500 caracteres.',
  /** The motivo of a card revoked because its owner deleted the account. */
  cuentaEliminada: 'Cuenta eliminada por su titular.',
} as const;

export const DEPARTAMENTOS = ['La Paz', 'Cochabamba', 'Santa Cruz', 'Oruro', 'Potosí', 'Chuquisaca', 'Tarija', 'Beni', 'Pando'] as const;
export type Departamento = (typeof DEPARTAMENTOS)[number];

export const AFILIACION_ESTADOS = ['pendiente', 'aprobada', 'rechazada', 'revocada'] as const;
export type AfiliacionEstado = (typeof AFILIACION_ESTADOS)[number];

export const EDAD_MINIMA = 14;
export const EDAD_MAXIMA = 35;

/**
 * The carnet as typed: 5 to 10 digits, optionally followed by a complement (a digit and a letter,
 * '1A') after a hyphen, a space or nothing: `1234567`, `1234567-1A`, `1234567 1a`, `12345671A`.
 */
const CI_PATTERN = /^(\d{5,10})(?:[\s-]?(\d[A-Za-z]))?$/;

/**
 * The one written form of a CI (`1234567` or `1234567-1A`: complement upper-case after a hyphen),
 * stored and hashed (`ci_indice`), so every accepted spelling of a carnet finds the same row; null
 * when the text is not a carnet.
 */
export function normalizarCi(text: string): string | null {
  const match = CI_PATTERN.exec(text.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2].toUpperCase()}` : match[1]!;
}

/** Bolivia keeps UTC−4 all year: its calendar day at `now`, as an ISO day. */
export const hoyEnBolivia = (now: Date = new Date()): string => new Date(now.getTime() - 4 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Completed years between a birth day and `hoy` (both ISO days, 'YYYY-MM-DD'): a birthday counts
 * from its day on; someone born on 29 February turns a year older on 1 March in common years.
 */
export function edadEn(fechaNacimiento: string, hoy: string): number {
  const [by, bm, bd] = fechaNacimiento.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = hoy.split('-').map(Number) as [number, number, number];
  const cumplidos = tm > bm || (tm === bm && td >= bd);
  return ty - by - (cumplidos ? 0 : 1);
}

const ciSchema = text(AFILIACION_MSG.ciInvalido)
  .refine((v) => normalizarCi(v) !== null, AFILIACION_MSG.ciInvalido)
  .transform((v) => normalizarCi(v)!);

const fechaNacimientoSchema = text(AFILIACION_MSG.fechaNacimientoInvalida)
  .trim()
  .refine(isIsoDay, AFILIACION_MSG.fechaNacimientoInvalida)
  .refine((v) => {
    const edad = edadEn(v, hoyEnBolivia());
    return edad >= EDAD_MINIMA && edad <= EDAD_MAXIMA;
  }, AFILIACION_MSG.edadFuera);

/** POST /api/afiliaciones and the form 'Solicitar afiliación'. The CI comes out normalised. */
export const afiliacionInputSchema = z.object({
  ci: ciSchema,
  fechaNacimiento: fechaNacimientoSchema,
  departamento: z.enum(DEPARTAMENTOS, { error: AFILIACION_MSG.departamentoInvalido }),
  celular: text(AFILIACION_MSG.celularInvalido)
    .trim()
    .regex(/^[67]\d{7}$/, AFILIACION_MSG.celularInvalido),
  institucion: text()
    .trim()
    .max(150, AFILIACION_MSG.institucionLarga)
    .nullish()
    .transform((v) => v || null),
  consentimiento: z.literal(true, { error: AFILIACION_MSG.consentimientoRequerido }),
});

/** POST /api/afiliaciones/:id/rechazar and /revocar. */
export const motivoSchema = z.object({
  motivo: text(AFILIACION_MSG.motivoRequerido)
    .trim()
    .min(1, AFILIACION_MSG.motivoRequerido)
    .max(500, AFILIACION_MSG.motivoLargo),
});

const afiliacionBase = {
  id: z.number().int(),
  estado: z.enum(AFILIACION_ESTADOS),
  departamento: z.enum(DEPARTAMENTOS),
  institucion: z.string().nullable(),
  /** 'PJ-000001', from the approval on; never reused. */
  numero: z.string().nullable(),
  /** Why it was rejected or revoked. */
  motivo: z.string().nullable(),
  creadoEn: z.string(),
  revisadoEn: z.string().nullable(),
  aprobadaEn: z.string().nullable(),
};

/** The owner's own request (POST /api/afiliaciones, GET /api/afiliaciones/mia): their data in clear. */
export const afiliacionMiaSchema = z.object({
  ...afiliacionBase,
  ci: z.string(),
  fechaNacimiento: z.string(),
  celular: z.string(),
  consentimientoEn: z.string(),
  /** The card's verification code (`/verificar/{codigo}`), only while approved. */
  codigo: z.string().nullable(),
});
export type AfiliacionMia = z.infer<typeof afiliacionMiaSchema>;

/** GET /api/afiliaciones/mia: the member's latest request, or null before the first one. */
export const afiliacionMiaRespuestaSchema = z.object({ afiliacion: afiliacionMiaSchema.nullable() });
export type AfiliacionMiaRespuesta = z.infer<typeof afiliacionMiaRespuestaSchema>;

/**
 * A row of the admins' list. A deleted account's approved card stays (its number is never reused)
 * without its person: `userId`, `nombre`, `email`, `ci`, `fechaNacimiento` and `celular` are null.
 */
export const afiliacionAdminSchema = z.object({
  ...afiliacionBase,
  userId: z.number().int().nullable(),
  nombre: z.string().nullable(),
  email: z.string().nullable(),
  ci: z.string().nullable(),
  fechaNacimiento: z.string().nullable(),
  celular: z.string().nullable(),
  revisorId: z.number().int().nullable(),
  /**
   * Sent while another pending or approved affiliation held the same CI, or held its CI when such a
   * request arrived. The member is never told (their answer is the same as any request's); the admin
   * resolves it, and an approval waits until no other active affiliation holds the CI.
   */
  ciEnConflicto: z.boolean(),
});
export type AfiliacionAdmin = z.infer<typeof afiliacionAdminSchema>;

export const afiliacionesPageSchema = pageInfoSchema.extend({ data: z.array(afiliacionAdminSchema) });
export type AfiliacionesPage = z.infer<typeof afiliacionesPageSchema>;

/** GET /api/afiliaciones: by estado, searched by name (contains) or CI (exact, any accepted spelling), newest first. */
export const afiliacionesQuerySchema = pageQuerySchema(10).extend({
  estado: z.union([z.enum(AFILIACION_ESTADOS), z.literal('')], { error: 'El estado no es válido.' }).optional().default(''),
  search: searchText,
});
export type AfiliacionesQuery = z.input<typeof afiliacionesQuerySchema>;

/** GET /api/afiliaciones/export.csv: the screen's filter, every page. */
export const afiliacionesExportQuerySchema = afiliacionesQuerySchema.pick({ estado: true, search: true });

/**
 * GET /api/verificar/:code (public): what the card itself shows, never CI, phone or birth date. A
 * revoked card answers only `vigente: false` and 'Afiliación no vigente', with no one's name.
 */
export const afiliacionVerificacionSchema = z.object({
  vigente: z.boolean(),
  /** 'Afiliación vigente' or 'Afiliación no vigente'. */
  estado: z.string(),
  nombre: z.string().nullable(),
  imagen: z.string().nullable(),
  numero: z.string().nullable(),
  aprobadaEn: z.string().nullable(),
  /**
   * When the server made this check (ISO instant): the page shows it ('Verificado el …'), so a
   * screenshot of an old check can be told from a live one.
   */
  verificadoEn: z.string(),
});
export type AfiliacionVerificacion = z.infer<typeof afiliacionVerificacionSchema>;

/** The card's code in a URL: base64url, as the API makes them (≥ 128 bits). */
export const codigoParamSchema = z.object({ code: text().max(100) });
