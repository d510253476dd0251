import { z } from 'zod';
import { isIsoDay, text } from './input';
import { MAX_DB_INTEGER } from './constants';
import { MSG } from './messages';
import { pageInfoSchema } from './entities';
import { pageQuerySchema } from './schemas';

/** One line of the audit log: who, when, what, on which entity; never personal data. */
export const auditoriaEntradaSchema = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  adminNombre: z.string(),
  /** 'crear', 'editar', 'eliminar', 'exportar', 'consultar' (a read of personal data), or the route's own verb ('aprobar', 'bloqueo', …). */
  accion: z.string(),
  /** The resource: 'eventos', 'users', 'comentarios', … */
  entidad: z.string(),
  entidadId: z.string().nullable(),
  /** What the route does, in Spanish (its API summary): 'Crear evento', 'Exportar inscritos (CSV)'. */
  resumen: z.string(),
  creadoEn: z.string(),
});
export type AuditoriaEntrada = z.infer<typeof auditoriaEntradaSchema>;

export const auditoriaPageSchema = pageInfoSchema.extend({ data: z.array(auditoriaEntradaSchema) });
export type AuditoriaPage = z.infer<typeof auditoriaPageSchema>;

/** A day of the filter ('2026-11-25', a Bolivian calendar day), or nothing. */
const day = text()
  .trim()
  .refine((v) => v === '' || isIsoDay(v), MSG.fechaInvalida)
  .optional()
  .transform((v) => v || undefined);

/** GET /api/auditoria: by admin, action and a range of days (both ends included), newest first. */
export const auditoriaQuerySchema = pageQuerySchema(20)
  .extend({
    adminId: z.coerce.number({ error: MSG.idInvalido }).int(MSG.idInvalido).min(1, MSG.idInvalido).max(MAX_DB_INTEGER, MSG.idInvalido).optional(),
    accion: text().trim().max(50).optional().transform((v) => v || undefined),
    desde: day,
    hasta: day,
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { message: 'La fecha inicial no puede ser posterior a la final.', path: ['hasta'] });
export type AuditoriaQuery = z.input<typeof auditoriaQuerySchema>;

/** What the filters can choose from: the actions and admins present in the log. */
export const auditoriaFiltrosSchema = z.object({
  acciones: z.array(z.string()),
  admins: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
});
export type AuditoriaFiltros = z.infer<typeof auditoriaFiltrosSchema>;

/** Bolivia keeps UTC−4 all year: a filter day runs from its midnight there to the next. */
export const BOLIVIA_OFFSET = '-04:00';
