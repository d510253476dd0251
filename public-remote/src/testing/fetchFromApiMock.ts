/**
 * Page loaders read with fetch; tests describe the API with the shared client's double
 * (`api.get` of `@plataforma/shared-auth/testing`). Importing this routes `fetch('/api<path>')` to
 * `api.get('<path>')`: its data is the JSON body, its ApiError the status (no answer: fetch rejects).
 */
import { api } from '@plataforma/shared-auth/testing';

globalThis.fetch = jest.fn(async (url: string) => {
  try {
    const { data } = await api.get(String(url).replace(/^\/api/, ''));
    return { ok: true, status: 200, json: async () => data } as Response;
  } catch (error) {
    const status = (error as { response?: { status: number } }).response?.status;
    if (status === undefined) throw error;
    return { ok: false, status, json: async () => ({}) } as Response;
  }
}) as unknown as typeof fetch;
