import type { FastifyRequest } from 'fastify';

/** The raw URL's path decoded as the router decodes it; a broken escape stays as it is. */
export function decodedPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path the router matched (`/api/noticias/:id`), or for a request that matched no route its
 * decoded path. Hooks decide by this, never by the raw URL: the router takes `/%61pi/auth/login`
 * for `/api/auth/login`, so a check on the raw string would let that spelling skip it.
 */
export const routePath = (request: FastifyRequest): string => request.routeOptions.url ?? decodedPath(request.url);

/** POST, PUT, PATCH and DELETE: the methods that may change something. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
