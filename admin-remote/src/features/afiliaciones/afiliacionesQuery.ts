import { AFILIACION_ESTADOS, type AfiliacionEstado } from '@plataforma/contracts';
import { listQuery, type ListQuery } from '../../lib/listQuery';

/** Which requests the list shows (`?search=ana&estado=pendiente&page=2`), kept in the URL. */
export const afiliacionesQuery = listQuery('estado', AFILIACION_ESTADOS);
export type AfiliacionesQuery = ListQuery<'estado', AfiliacionEstado>;
