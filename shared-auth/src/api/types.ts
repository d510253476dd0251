/** The request and answer shapes of the client (`api.get(url, { params })`, `{ status, data }` back). */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface UploadProgress {
  loaded: number;
  /** Undefined when the browser cannot tell the body's size. */
  total?: number;
  /** loaded / total, from 0 to 1, when the total is known. */
  progress?: number;
}

export interface RequestOptions {
  /** Query string values; `undefined` and `null` are left out, arrays repeat the key. */
  params?: Record<string, unknown>;
  /** Upload progress of the request body (admin upload modals). */
  onUploadProgress?: (event: UploadProgress) => void;
  /** Aborts the call (it then rejects with code 'ERR_CANCELED' and is neither retried nor logged as a failure). */
  signal?: AbortSignal;
  /**
   * Its 401 is an answer, not an expired session (wrong credentials, the silent profile check): the
   * caller handles it and `onSessionExpired` listeners are not told.
   */
  expectUnauthorized?: boolean;
  /**
   * A write's Idempotency-Key when the caller knows the user action (the same admin save sent again after
   * a time-out); else each call gets its own.
   */
  idempotencyKey?: string;
}

export interface ApiRequest extends RequestOptions {
  method: Method;
  /** Relative to the API base, e.g. '/noticias'. */
  url: string;
  /** A FormData travels as is (multipart); anything else as JSON. */
  data?: unknown;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}
