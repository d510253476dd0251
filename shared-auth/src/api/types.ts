/** The request and answer shapes of the client (`api.get(url, { params })`, `{ data }` back). */
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
  /** Aborting it aborts the request, which then rejects with an 'ERR_CANCELED' ApiError. */
  signal?: AbortSignal;
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
