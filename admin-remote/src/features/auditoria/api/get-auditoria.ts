import type { AuditoriaPage } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';
import type { AuditoriaQuery } from '../auditoriaQuery';

const PAGE_SIZE = 20;

/** GET /api/auditoria?adminId&accion&desde&hasta&page&limit: one page of the log; empty filters stay out of the query. */
export const getAuditoria = (context: unknown, { adminId, accion, desde, hasta, page }: AuditoriaQuery, signal: AbortSignal) =>
  loaderGet<AuditoriaPage>(context, '/auditoria', {
    params: { adminId: adminId || undefined, accion: accion || undefined, desde: desde || undefined, hasta: hasta || undefined, page, limit: PAGE_SIZE },
    signal,
  });
