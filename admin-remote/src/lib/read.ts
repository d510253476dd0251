import { loaderApi } from '@plataforma/shared-auth';
import type { RequestOptions } from '@plataforma/shared-auth/api';

/**
 * GET `/api<path>` for a route loader, through the client `loaderApi` hands it: the body. A failure
 * is left as it is: the screen's `<Pending>` words it (the server's message, else the screen's text).
 */
export async function read<T>(context: unknown, path: string, options?: RequestOptions): Promise<T> {
  const api = await loaderApi(context);
  return (await api.get<T>(path, options)).data;
}
