import { REQUEST_TIMEOUT_MS } from '@plataforma/contracts';
import { ApiError } from './errors';
import type { ApiRequest, ApiResponse } from './types';

const API_BASE = '/api';

function buildUrl(url: string, params: Record<string, unknown> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(key, String(item));
    }
  }
  const search = query.toString();
  return API_BASE + url + (search ? (url.includes('?') ? '&' : '?') + search : '');
}

/** JSON when the body is JSON, else its text ('' when empty: "an empty response is an error" is the caller's rule). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One request over XMLHttpRequest rather than fetch: only XHR reports upload progress over HTTP/1.1,
 * and it has the time-out and credentials built in. 2xx resolves, anything else rejects an ApiError.
 */
export function sendXhr(request: ApiRequest, headers: Record<string, string>): Promise<ApiResponse<unknown>> {
  return new Promise((resolve, reject) => {
    // Errors name the call, not its body (which may hold a password).
    const call = { method: request.method, url: request.url };
    const { signal } = request;
    if (signal?.aborted) return reject(new ApiError('ERR_CANCELED', call));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), buildUrl(request.url, request.params));
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;

    const { data, onUploadProgress } = request;
    const isForm = data instanceof FormData;
    // A FormData gets its multipart Content-Type (with the boundary) from the browser.
    const body = data === undefined ? null : isForm ? data : JSON.stringify(data);
    for (const [name, value] of Object.entries(body === null || isForm ? headers : { ...headers, 'Content-Type': 'application/json' })) {
      xhr.setRequestHeader(name, value);
    }
    if (onUploadProgress) {
      xhr.upload.onprogress = ({ loaded, total, lengthComputable }) =>
        onUploadProgress(lengthComputable && total > 0 ? { loaded, total, progress: loaded / total } : { loaded });
    }

    xhr.onload = () => {
      const response = { status: xhr.status, data: parseBody(xhr.responseText) };
      if (xhr.status >= 200 && xhr.status < 300) resolve(response);
      else reject(new ApiError('ERR_STATUS', call, response));
    };
    xhr.onerror = () => reject(new ApiError('ERR_NETWORK', call));
    xhr.ontimeout = () => reject(new ApiError('ETIMEDOUT', call));
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new ApiError('ERR_CANCELED', call));
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}
