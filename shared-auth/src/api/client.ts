import { CSRF_HEADER, IDEMPOTENCY_HEADER, REQUEST_TIMEOUT_MS } from '@plataforma/contracts';
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { csrfGuard, csrfToken } from './csrf';
import { newIdempotencyKey } from './idempotencyKey';
import { ApiError, toApiError } from './errors';
import { logTransportError } from './transport';
import type { ApiRequest, ApiResponse, Method, RequestOptions } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** See `RequestOptions.expectUnauthorized`. */
    expectUnauthorized?: boolean;
    /** Set on the one automatic retry, so it is never retried again. */
    retried?: boolean;
  }
}

/** A photo of up to 5 MB on a phone's uplink can take longer than the 15 s of every other call. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface ApiClient {
  request<T = unknown>(request: ApiRequest): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  /**
   * `listener` runs on every 401 its request did not expect (spec-notes §4: the session expired); returns
   * the unsubscribe. The client knows nothing of the session: the session store subscribes.
   */
  onSessionExpired(listener: () => void): () => void;
}

interface ClientOptions {
  /**
   * How requests travel; the browser's own by default. The server render passes `transportAdapter` (its
   * loaders' reads go to the API in process), which the browser's bundle therefore never carries.
   */
  adapter?: AxiosAdapter;
  /**
   * The CSRF token to send, when there is no browser cookie to read it from: the server render's, for an
   * action run on the server (a form posted without JavaScript, whose token came in its `CSRF_FIELD`).
   */
  csrfToken?: string;
  /**
   * The user action's key, when it came with the form (`IDEMPOTENCY_FIELD`, a form sent without
   * JavaScript): the browser sending the same form again is answered as the first time, never stored twice.
   * The n-th write of the action gets `key-n`.
   */
  idempotencyKey?: string;
}

const isStateChanging = (method = 'get') => !['get', 'head', 'options'].includes(method.toLowerCase());

/**
 * The HTTP client: ONE axios instance with the transport rules of spec-notes §7/§8 (base /api, cookies,
 * 15 s, JSON, no-store, CSRF, status logs, 401 announced, one retry on a network error) and an
 * Idempotency-Key on every state-changing call. `api` is the shared one.
 */
export function createApiClient({ adapter, csrfToken: givenToken, idempotencyKey }: ClientOptions = {}): ApiClient {
  let writes = 0;
  const expiredListeners = new Set<() => void>();
  const http = axios.create({
    baseURL: '/api',
    ...(adapter && { adapter }),
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'Cache-Control': 'no-store' },
    // Arrays repeat the key (tag=a&tag=b), not axios' tag[]=a.
    paramsSerializer: { indexes: null },
    // The request interceptor sets the CSRF header, after fetching the cookie when it is missing;
    // axios' own copy of the cookie (in the adapter, same origin only) would only repeat it.
    withXSRFToken: false,
  });
  const ensureCsrfCookie = csrfGuard(() => http.get('/auth/csrf'));

  http.interceptors.request.use(async (config) => {
    if (givenToken === undefined) await ensureCsrfCookie(isStateChanging(config.method));
    const token = givenToken ?? csrfToken();
    if (token !== undefined) config.headers.set(CSRF_HEADER, token);
    if (config.data instanceof FormData) config.timeout = UPLOAD_TIMEOUT_MS;
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    // The CSRF pre-fetch failed: its own call has logged it already.
    if (error instanceof ApiError) throw error;
    const config = (error as AxiosError).config as InternalAxiosRequestConfig | undefined;
    // No answer at all is sent once more (spec-notes §7), with the same headers, so the same Idempotency-Key;
    // a time-out or a status never is: the server may be working on it, or has answered.
    if (error instanceof AxiosError && error.code === AxiosError.ERR_NETWORK && !error.response && config && !config.retried) {
      return http.request({ ...config, retried: true });
    }
    const failure = toApiError(error, { method: (config?.method ?? 'get') as Method, url: config?.url ?? '' });
    if (failure.code !== 'ERR_CANCELED') logTransportError(failure);
    if (failure.response?.status === 401 && !config?.expectUnauthorized) {
      for (const listener of expiredListeners) listener();
    }
    throw failure;
  });

  async function request<T>({ method, url, data, idempotencyKey: given, ...options }: ApiRequest): Promise<ApiResponse<T>> {
    // The caller's key for its user action, else a fresh key per call: one call is one user action (or the
    // form's own key, the same when it is sent again).
    const key = () => given ?? (idempotencyKey ? `${idempotencyKey}-${++writes}` : newIdempotencyKey());
    const headers = isStateChanging(method) ? { [IDEMPOTENCY_HEADER]: key() } : undefined;
    const response = await http.request<T>({ ...options, method, url, data, headers });
    return { status: response.status, data: response.data };
  }

  const withoutBody = (method: Method) => <T>(url: string, options?: RequestOptions) => request<T>({ ...options, method, url });
  const withBody = (method: Method) => <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>({ ...options, method, url, data });

  return {
    request,
    get: withoutBody('get'),
    delete: withoutBody('delete'),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
    onSessionExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
  };
}

export const api = createApiClient();
