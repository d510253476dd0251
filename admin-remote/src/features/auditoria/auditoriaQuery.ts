/** Which lines the audit screen shows; kept in the URL, so a reload or Back shows the same ones. */
export interface AuditoriaQuery {
  /** '' means every admin. */
  adminId: string;
  accion: string;
  /** Days 'YYYY-MM-DD' or ''. */
  desde: string;
  hasta: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const UNFILTERED: AuditoriaQuery = { adminId: '', accion: '', desde: '', hasta: '', page: 1 };

/** `?adminId=2&accion=exportar&desde=2026-11-01&hasta=2026-11-30&page=2`; anything unknown reads as no filter. */
export function auditoriaQueryFrom(params: URLSearchParams): AuditoriaQuery {
  const page = Number(params.get('page'));
  const adminId = params.get('adminId') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    adminId: /^\d+$/.test(adminId) ? adminId : '',
    accion: params.get('accion')?.trim() ?? '',
    desde: day('desde'),
    hasta: day('hasta'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search params of a query; empty filters and page 1 stay out of the URL. */
export function auditoriaSearchParams(query: AuditoriaQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['adminId', 'accion', 'desde', 'hasta'] as const) if (query[name]) params.set(name, query[name]);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
