import type { ApiTransport } from '@plataforma/contracts';
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';

/** A form with a file (registration's photo) as the bytes and content type a browser would send. */
async function multipart(form: FormData, headers: Record<string, string>): Promise<Uint8Array> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
  headers['content-type'] = encoded.headers.get('content-type')!;
  return new Uint8Array(await encoded.arrayBuffer());
}

/**
 * An axios adapter over an `ApiTransport`: the server render's loaders use the one client (its headers,
 * errors and status rules) while the API answers them in process. A status axios would refuse
 * (`validateStatus`) rejects as its own adapters do, so callers see the same `AxiosError`.
 */
export function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)]));
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      body: typeof config.data === 'string' ? config.data : config.data instanceof FormData ? await multipart(config.data, headers) : undefined,
    });
    const response: AxiosResponse = { data: answer.body, status: answer.status, statusText: '', headers: answer.headers, config, request: null };
    if (!config.validateStatus || config.validateStatus(answer.status)) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
  };
}
