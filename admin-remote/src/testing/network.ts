import type { PageInfo, Paginated } from '@plataforma/contracts';
import { http, HttpResponse, server } from '@plataforma/shared-auth/testing/network';

/**
 * A list the tests' network serves from memory: GET `/api<path>` answers `items` as they are at the
 * time of the request, so a screen that reads its list again after a write shows what the test's
 * write handler left in it.
 */
export function serveList<T>(path: string, items: T[]) {
  const list = { items };
  server.use(http.get(`/api${path}`, () => HttpResponse.json(list.items)));
  return list;
}

/** A promise the test settles: a handler that awaits `opened` keeps its request pending until `open()`. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A multipart request's fields, as the API would read them (files stay File objects). */
export const formFields = async (request: Request) => Object.fromEntries(await request.formData());

/** One page of a paginated admin list (`{ data, total, page, … }`) holding `data`: page 1 of 1 of 10 unless told. */
export const pageOf = <T,>(data: T[], info: Partial<PageInfo> = {}): Paginated<T> => ({
  data, total: data.length, page: 1, limit: 10, totalPages: data.length ? 1 : 0, hasNext: false, hasPrev: false, ...info,
});
