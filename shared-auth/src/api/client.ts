import { CSRF_HEADER, REDIRECT_DELAY_MS } from '@plataforma/contracts';
// The package's own entry, not a relative path: Module Federation then shares one store (README).
import { useSession } from '@plataforma/shared-auth';
import { csrfGuard, csrfToken } from './csrf';
import { ApiError } from './errors';
import { logTransportError } from './transport';
import type { ApiRequest, ApiResponse, Method, RequestOptions } from './types';
import { sendXhr } from './xhr';

/** Their 401 is an answer, not an expired session: wrong credentials, or the silent profile check. */
const OWN_401_PATHS = ['/auth/login', '/auth/profile'];

export interface ApiClient {
  request<T = unknown>(request: ApiRequest): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
}

interface ClientOptions {
  /** A full page load, so every screen starts again without the expired session. */
  redirect?: (path: string) => void;
}

const headers = (): Record<string, string> => {
  const token = csrfToken();
  return { Accept: 'application/json', 'Cache-Control': 'no-store', ...(token === undefined ? {} : { [CSRF_HEADER]: token }) };
};

/** The HTTP client with the transport rules of SPEC §7/§8 (base /api, cookies, 15 s, CSRF, one retry, 401). `api` is the shared one. */
export function createApiClient({ redirect = (path) => window.location.assign(path) }: ClientOptions = {}): ApiClient {
  let redirecting = false;
  const sessionExpired = () => {
    useSession.getState().clear();
    if (redirecting) return;
    redirecting = true;
    setTimeout(() => redirect('/login'), REDIRECT_DELAY_MS);
  };
  const ensureCsrfCookie = csrfGuard(() => request({ method: 'get', url: '/auth/csrf' }));

  async function request<T>(call: ApiRequest): Promise<ApiResponse<T>> {
    await ensureCsrfCookie(call.method);
    const send = () => sendXhr(call, headers()) as Promise<ApiResponse<T>>;
    try {
      // A request that got no answer at all is sent once more (SPEC §7), never twice.
      return await send().catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'ERR_NETWORK') return send();
        throw error;
      });
    } catch (error) {
      // An aborted request was not wanted any more: nothing to log, and never a 401.
      if (error instanceof ApiError && error.code !== 'ERR_CANCELED') {
        logTransportError(error);
        if (error.response?.status === 401 && !OWN_401_PATHS.includes(call.url)) sessionExpired();
      }
      throw error;
    }
  }

  const withoutBody = (method: Method) => <T>(url: string, options?: RequestOptions) => request<T>({ ...options, method, url });
  const withBody = (method: Method) => <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>({ ...options, method, url, data });

  return { request, get: withoutBody('get'), delete: withoutBody('delete'), post: withBody('post'), put: withBody('put'), patch: withBody('patch') };
}

export const api = createApiClient();
