import type { Imagen } from '@plataforma/contracts';

/** GET /api/imagenes: the carousel images. */
export async function getImagenes(): Promise<Imagen[]> {
  // Loaded on demand: the HTTP client is not part of the home's first chunk.
  const { api } = await import('@plataforma/shared-auth/api');
  const { data } = await api.get<Imagen[]>('/imagenes');
  return Array.isArray(data) ? data : [];
}
