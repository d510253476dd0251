import { AFILIACION_ESTADOS, firstIssue, motivoSchema, type AfiliacionAdmin, type AfiliacionEstado, type AfiliacionesPage } from '@plataforma/contracts';
import { loaderGet, refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { listQuery, type ListQuery } from '../../lib/listQuery';
import { runWrite, staleAsConflict } from '../../lib/write';

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

/** A decision on a request: the action's intents. */
export type Accion = 'aprobar' | MotivoAccion;

export const isAccion = (intent: string): intent is Accion => intent === 'aprobar' || intent === 'rechazar' || intent === 'revocar';

/** POST /api/afiliaciones/:id/rechazar or /revocar with the motivo: the confirmation. */
export async function conMotivo(id: number, accion: MotivoAccion, motivo: string): Promise<string> {
  await api.post<AfiliacionAdmin>(`/afiliaciones/${id}/${accion}`, { motivo });
  return accion === 'rechazar' ? AFILIACIONES_TEXTS.rechazada : AFILIACIONES_TEXTS.revocada;
}

/**
 * The action's decision on request `id`: 'aprobar', or 'rechazar'/'revocar' with the motivo (checked
 * with the API's schema). One that came too late (409: another admin decided first; 404: the member
 * deleted the account) answers as a conflict, so the list is read again and shows what happened.
 */
export async function decidir(accion: Accion, id: number, fields: Record<string, unknown>) {
  if (accion === 'aprobar') return staleAsConflict(await runWrite(() => aprobar(id), AFILIACIONES_TEXTS.accion, (text) => text));
  const parsed = motivoSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  return staleAsConflict(await runWrite(() => conMotivo(id, accion, parsed.data.motivo), AFILIACIONES_TEXTS.accion, (text) => text));
}
