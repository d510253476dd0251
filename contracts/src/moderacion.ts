import { z } from 'zod';
import { motivoSchema } from './afiliaciones';
import { MOTIVOS_REPORTE } from './participation';

const id = z.number().int();
const instant = z.string();

/** The moderation texts (#20 §2): the API's answers and the screens' labels. */
export const MODERACION_MSG = {
  motivoInvalido: `Elige un motivo: ${MOTIVOS_REPORTE.join(', ')}.`,
  reporteRepetido: 'Ya reportaste este comentario.',
  reportePropio: 'No puedes reportar tu propio comentario.',
  /** 409: a hidden comment is already waiting for a moderator. */
  yaOculto: 'Este comentario ya está oculto y será revisado por un moderador.',
  reporteEnviado: 'Gracias. Un moderador revisará el comentario.',
  comentarioOculto: 'Comentario oculto por moderación',
  restaurado: 'Comentario restaurado.',
  ocultado: 'Comentario oculto.',
  bloqueoPropio: 'No puedes bloquear tu propia cuenta.',
  bloqueoAdmin: 'No se puede bloquear a un administrador.',
} as const;

/**
 * POST /api/users/:id/bloqueo: why the member is blocked, sent to them by email. The same rules as a
 * rejection's motivo (required, trimmed, up to 500 characters).
 */
export const bloqueoSchema = motivoSchema;
export type BloqueoInput = z.input<typeof bloqueoSchema>;

/** POST /api/comentarios/:id/reportes. The reporter is the session's user. */
export const createReporteSchema = z.object({
  motivo: z.enum(MOTIVOS_REPORTE, { error: MODERACION_MSG.motivoInvalido }),
});
export type CreateReporteInput = z.input<typeof createReporteSchema>;

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
  /** The reports made since the last review ('Restaurar'), newest first. */
  reportes: z.array(z.object({ motivo: z.enum(MOTIVOS_REPORTE), usuario: z.object({ id, nombre: z.string() }), creadoEn: instant })),
});
export type ComentarioModerado = z.infer<typeof comentarioModeradoSchema>;
