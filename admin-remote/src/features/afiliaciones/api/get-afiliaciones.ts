import type { AfiliacionEstado, AfiliacionesPage } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';
import { afiliacionesQuery, type AfiliacionesQuery } from '../afiliacionesQuery';

/** The API's page size for this list (`afiliacionesQuerySchema`). */
const PAGE_SIZE = 10;

/** GET /api/afiliaciones?estado&search&page&limit: one page of requests, newest first (the API orders). */
export const getAfiliaciones = (context: unknown, { estado, search, page }: AfiliacionesQuery, signal: AbortSignal) =>
  loaderGet<AfiliacionesPage>(context, '/afiliaciones', {
    params: { estado: estado || undefined, search: search || undefined, page, limit: PAGE_SIZE },
    signal,
  });

/** 'Exportar CSV': GET /api/afiliaciones/export.csv with the screen's estado and search, every page. */
export function afiliacionesCsvPath(search: string, estado: AfiliacionEstado | ''): string {
  const params = afiliacionesQuery.toParams(afiliacionesQuery.of(search, estado)).toString();
  return params ? `/afiliaciones/export.csv?${params}` : '/afiliaciones/export.csv';
}
