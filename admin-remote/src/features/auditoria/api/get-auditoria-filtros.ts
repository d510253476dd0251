import type { AuditoriaFiltros } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';

/** GET /api/auditoria/filtros: the admins and actions the filters can offer. */
export const getAuditoriaFiltros = (context: unknown, signal: AbortSignal) => loaderGet<AuditoriaFiltros>(context, '/auditoria/filtros', { signal });
