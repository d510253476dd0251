import { z } from 'zod';
import { motivoSchema } from './afiliaciones';
import { MOTIVOS_REPORTE } from './participation';
import { pageQuerySchema } from './schemas';

const id = z.number().int();
const instant = z.string();

/** The moderation texts: the API's answers and the screens' labels. */
export const MODERACION_MSG = {
  motivoInvalido: `Elige un motivo: ${MOTIVOS_REPORTE.join(', ')}.`,
  reporteRepetido: 'Ya reportaste este comentario.',
  reportePropio: 'No puedes reportar tu propio comentario.',
  /** 409: a hidden comment is already waiting for a moderator. */
  yaOculto: 'Este comentario ya está oculto y será revisado por un moderador.',
  reporteEnviado: 'Gracias. Un moderador revisará el comentario.',
  comentarioOculto: 'Comentario oculto por moderación',
  restaurado: 'Comentario restaurado.',
  /** 'Descartar reportes': 'Restaurar' on a comment that was visible. */
  descartado: 'Reportes descartados.',
  ocultado: 'Comentario oculto.',
  bloqueoPropio: 'No puedes bloquear tu propia cuenta.',
  bloqueoAdmin: 'No se puede bloquear a un administrador.',
} as const;

/**
 * POST /api/users/:id/bloqueo: why the member is blocked, sent to them by email. The same rules as a
 * rejection's motivo (required, trimmed, up to 500 characters).
 */
export const bloqueoSchema = motivoSchema;

/** A moderator's decisions kept for the history: shown again, reports set aside on a visible comment, hidden. */
export const DECISIONES_MODERACION = ['restaurado', 'descartado', 'ocultado'] as const;

/** The moderation list's two views: awaiting review, or the history of decided comments ('Resueltos'). */
export const ESTADOS_MODERACION = ['pendientes', 'resueltos'] as const;
export type EstadoModeracion = (typeof ESTADOS_MODERACION)[number];

/** GET /api/moderacion/comentarios?estado&page&limit. */
export const moderacionQuerySchema = pageQuerySchema(10).extend({
  estado: z.enum(ESTADOS_MODERACION, { error: 'El estado debe ser pendientes o resueltos.' }).default('pendientes'),
});

/** POST /api/comentarios/:id/reportes. The reporter is the session's user. */
export const createReporteSchema = z.object({
  motivo: z.enum(MOTIVOS_REPORTE, { error: MODERACION_MSG.motivoInvalido }),
});

/** A stored report, as its reporter gets it back (201). */
export const reporteSchema = z.object({ id, comentarioId: id, motivo: z.enum(MOTIVOS_REPORTE), creadoEn: instant });
export type Reporte = z.infer<typeof reporteSchema>;

/** One comment of the moderation list (GET /api/moderacion/comentarios): reported since its last review, or hidden. */
export const comentarioModeradoSchema = z.object({
  id,
  contenido: z.string(),
  creadoEn: instant,
  /** Hidden since then (null when shown). */
  ocultoEn: instant.nullable(),
  publicacion: z.object({ id, titulo: z.string() }),
  usuario: z.object({ id, nombre: z.string(), bloqueado: z.boolean() }),
  /** Pending: the reports made since the last review; resolved: those decided on. Newest first. */
  reportes: z.array(z.object({ motivo: z.enum(MOTIVOS_REPORTE), usuario: z.object({ id, nombre: z.string() }), creadoEn: instant })),
  /** A moderator's last decision: what, who (null once their account is gone) and when; null before any. */
  decision: z.object({ accion: z.enum(DECISIONES_MODERACION), por: z.string().nullable(), en: instant }).nullable(),
});
export type ComentarioModerado = z.infer<typeof comentarioModeradoSchema>;
