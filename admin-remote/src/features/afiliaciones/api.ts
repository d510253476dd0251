import { AFILIACION_ESTADOS, type AfiliacionAdmin, type AfiliacionEstado, type AfiliacionesPage } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { listQuery, type ListQuery } from '../../lib/listQuery';

/** Which requests the list shows (`?search=ana&estado=pendiente&page=2`), kept in the URL. */
export const afiliacionesQuery = listQuery('estado', AFILIACION_ESTADOS);
export type AfiliacionesQuery = ListQuery<'estado', AfiliacionEstado>;

/** The API's page size for this list (`afiliacionesQuerySchema`). */
const PAGE_SIZE = 10;

export const AFILIACIONES_TEXTS = {
  cargando: 'Cargando solicitudes de afiliación...',
  cargar: 'No se pudieron cargar las solicitudes de afiliación.',
  vacia: 'No hay solicitudes de afiliación.',
  accion: 'No se pudo completar la acción. Intenta nuevamente.',
  /** An approval's confirmation names the number it was given. */
  aprobada: (numero: string | null) => `Solicitud aprobada. Número de afiliado: ${numero ?? '-'}.`,
  rechazada: 'Solicitud rechazada.',
  revocada: 'Afiliación revocada.',
} as const;

/** GET /api/afiliaciones?estado&search&page&limit: one page of requests, newest first (the API orders). */
export const getAfiliaciones = (context: unknown, { estado, search, page }: AfiliacionesQuery, signal: AbortSignal) =>
  loaderGet<AfiliacionesPage>(context, '/afiliaciones', {
    params: { estado: estado || undefined, search: search || undefined, page, limit: PAGE_SIZE },
    signal,
  });

/** 'Exportar CSV': the requests of the screen's estado and search, every page. */
export function afiliacionesCsvPath(search: string, estado: AfiliacionEstado | ''): string {
  const params = afiliacionesQuery.toParams(afiliacionesQuery.of(search, estado)).toString();
  return params ? `/afiliaciones/export.csv?${params}` : '/afiliaciones/export.csv';
}

/** POST /api/afiliaciones/:id/aprobar: the confirmation with the number the API gave (PJ-000001…). */
export async function aprobar(id: number): Promise<string> {
  const { data } = await api.post<AfiliacionAdmin>(`/afiliaciones/${id}/aprobar`);
  return AFILIACIONES_TEXTS.aprobada(data.numero);
}

/** The decisions that need a motivo. */
export type MotivoAccion = 'rechazar' | 'revocar';

/** POST /api/afiliaciones/:id/rechazar or /revocar with the motivo: the confirmation. */
export async function conMotivo(id: number, accion: MotivoAccion, motivo: string): Promise<string> {
  await api.post<AfiliacionAdmin>(`/afiliaciones/${id}/${accion}`, { motivo });
  return accion === 'rechazar' ? AFILIACIONES_TEXTS.rechazada : AFILIACIONES_TEXTS.revocada;
}
