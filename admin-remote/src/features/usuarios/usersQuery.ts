import type { Rol } from '@plataforma/contracts';

/** Which users the list shows: the users screen keeps it in the URL, so a reload or Back shows the same list. */
export interface UsersQuery {
  search: string;
  /** '' means every role. */
  rol: Rol | '';
  page: number;
}

/** The roles the filter offers (spec-notes §6: moderador exists, but the interface offers no way to use it). */
const FILTER_ROLES: readonly Rol[] = ['admin', 'usuario'];

/** `?search=ana&rol=admin&page=2`; anything missing or unknown reads as no filter, page 1. */
export function usersQueryFrom(params: URLSearchParams): UsersQuery {
  const rol = params.get('rol');
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    rol: FILTER_ROLES.find((known) => known === rol) ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search params of a query; the unfiltered first page is the bare URL. */
export function usersSearchParams({ search, rol, page }: UsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (rol) params.set('rol', rol);
  if (page > 1) params.set('page', String(page));
  return params;
}
