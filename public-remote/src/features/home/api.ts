import { REQUEST_TIMEOUT_MS, type Imagen } from '@plataforma/contracts';

/**
 * GET /api/imagenes: the carousel images. The one call of a visitor's `/`, so it is read with `fetch`
 * rather than the shared client: axios would add 20 KB gzip to `/` and break its 140 KB budget
 * (docs/decisions.md). A public read needs none of the client's machinery (CSRF, session expiry,
 * upload progress, idempotency). Stopgap until server rendering puts the images in the page (issue #8).
 */
export async function getImagenes(): Promise<Imagen[]> {
  const response = await fetch('/api/imagenes', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET /api/imagenes: ${response.status}`);
  const data: unknown = await response.json();
  return Array.isArray(data) ? data : [];
}
