import { CSRF_COOKIE, IDEMPOTENCY_HEADER, REQUEST_TIMEOUT_MS } from '@plataforma/contracts';
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, newIdempotencyKey } from './client';
import { ApiError } from './errors';

/** What the network would have received: the full URL, lower-case header names, the body as sent. */
interface Sent {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  data: unknown;
  withCredentials?: boolean;
  timeout?: number;
}

type Answer =
  | {
      status: number;
      /** A string is sent as is, anything else as JSON. */
      body?: unknown;
      /** Upload progress events fired before the answer: [loaded, total]. */
      upload?: Array<[number, number | undefined]>;
    }
  | 'network'
  | 'timeout';

/**
 * A client whose requests never leave the test: an axios adapter (the layer that would use
 * XMLHttpRequest) records each request after every interceptor and transform ran, and `handler`
 * answers it the way axios' own adapters do (2xx resolves, anything else rejects with the response).
 */
function clientAnswering(handler: (sent: Sent) => Answer) {
  const sent: Sent[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name.toLowerCase(), value]));
    const request: Sent = {
      method: config.method!.toUpperCase(),
      url: axios.getUri(config),
      headers,
      data: config.data,
      withCredentials: config.withCredentials,
      timeout: config.timeout,
    };
    sent.push(request);
    const answer = handler(request);
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (answer === 'timeout') throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config, {});
    for (const [loaded, total] of answer.upload ?? []) {
      config.onUploadProgress?.({ loaded, total, progress: total ? loaded / total : undefined, bytes: loaded, lengthComputable: total !== undefined, upload: true });
    }
    const body = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const response: AxiosResponse = { status: answer.status, statusText: '', headers: {}, config, request: {}, data: body };
    if (config.validateStatus?.(answer.status) ?? true) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return { client: createApiClient({ adapter }), sent };
}

const ok = (body: unknown = {}): Answer => ({ status: 200, body });
const setCsrfCookie = () => (document.cookie = `${CSRF_COOKIE}=token-1; path=/`);
const dropCsrfCookie = () => (document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
const lines = (sent: Sent[]) => sent.map((r) => `${r.method} ${r.url}`);
const keyOf = (request: Sent | undefined) => request?.headers[IDEMPOTENCY_HEADER.toLowerCase()];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  setCsrfCookie();
});

afterEach(() => {
  jest.restoreAllMocks();
  dropCsrfCookie();
});

describe('request defaults (spec-notes §7)', () => {
  it('calls /api with credentials, the 15 s time-out, JSON and no-store headers and the CSRF token', async () => {
    const { client, sent } = clientAnswering(() => ok({ ok: true }));
    await expect(client.get('/noticias')).resolves.toEqual({ status: 200, data: { ok: true } });

    expect(sent).toEqual([
      {
        method: 'GET',
        url: '/api/noticias',
        headers: { accept: 'application/json', 'cache-control': 'no-store', 'x-xsrf-token': 'token-1' },
        data: undefined,
        withCredentials: true,
        timeout: REQUEST_TIMEOUT_MS,
      },
    ]);
  });

  it('puts params in the query string, leaving out empty values and repeating arrays', async () => {
    const { client, sent } = clientAnswering(() => ok([]));
    await client.get('/users', { params: { search: 'ana maría', rol: undefined, page: 2, tag: ['a', 'b'], x: null } });
    await client.get('/users?limit=10', { params: { page: 1 } });
    expect(sent.map((r) => r.url)).toEqual(['/api/users?search=ana+mar%C3%ADa&page=2&tag=a&tag=b', '/api/users?limit=10&page=1']);
  });

  it('sends objects as JSON and a FormData as is, with a longer time-out for the upload', async () => {
    const { client, sent } = clientAnswering(() => ok());
    const form = new FormData();
    await client.post('/auth/login', { email: 'a@b.bo' });
    await client.put('/noticias/1', form);
    await client.patch('/users/2/role', { rol: 'admin' });
    await client.delete('/noticias/1');

    expect(lines(sent)).toEqual(['POST /api/auth/login', 'PUT /api/noticias/1', 'PATCH /api/users/2/role', 'DELETE /api/noticias/1']);
    expect(sent[0]).toMatchObject({ data: '{"email":"a@b.bo"}', headers: { 'content-type': 'application/json', 'x-xsrf-token': 'token-1' } });
    expect(sent[1]).toMatchObject({ data: form, timeout: 120_000 });
    expect(sent[2]).toMatchObject({ data: '{"rol":"admin"}', timeout: REQUEST_TIMEOUT_MS });
    expect(sent[3]?.data).toBeUndefined();
  });

  it('parses JSON answers and keeps other bodies as text, empty as ""', async () => {
    const answers: Answer[] = [ok('[1,2]'), ok('hola'), { status: 204 }];
    const { client } = clientAnswering(() => answers.shift()!);
    await expect(client.get('/a')).resolves.toEqual({ status: 200, data: [1, 2] });
    await expect(client.get('/b')).resolves.toEqual({ status: 200, data: 'hola' });
    await expect(client.get('/c')).resolves.toEqual({ status: 204, data: '' });
  });

  it('reports upload progress, with the fraction when the size is known', async () => {
    const { client } = clientAnswering(() => ({ status: 201, body: { id: 1 }, upload: [[50, 200], [200, 200], [10, undefined]] }));
    const progress: unknown[] = [];
    await client.post('/imagenes', new FormData(), { onUploadProgress: ({ loaded, total, progress: p }) => progress.push({ loaded, total, p }) });
    expect(progress).toEqual([
      { loaded: 50, total: 200, p: 0.25 },
      { loaded: 200, total: 200, p: 1 },
      { loaded: 10, total: undefined, p: undefined },
    ]);
  });
});

describe('Idempotency-Key (one key per user action)', () => {
  it('gives every state-changing call a fresh random key, and reads none', async () => {
    const { client, sent } = clientAnswering(() => ok());
    await client.post('/comentarios', { contenido: 'a' });
    await client.post('/comentarios', { contenido: 'a' });
    await client.put('/eventos/1', {});
    await client.patch('/users/1/role', {});
    await client.delete('/noticias/1');
    await client.get('/noticias');

    const keys = sent.slice(0, 5).map(keyOf);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(5);
    expect(keyOf(sent[5])).toBeUndefined();
  });

  it('makes a version 4 UUID without crypto.randomUUID (pages served over plain HTTP)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = [newIdempotencyKey(), newIdempotencyKey()];
      expect(keys[0]).toMatch(UUID);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});

describe('errors', () => {
  it('rejects other statuses with an ApiError carrying the status and the parsed body, not the request body', async () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'El correo ya está registrado.' };
    const { client } = clientAnswering(() => ({ status: 409, body }));
    const error = await client.post('/users', { password: 'secreto' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERR_STATUS', response: { status: 409, data: body } });
    expect((error as ApiError).request).toEqual({ method: 'post', url: '/users' });
    expect(JSON.stringify(error)).not.toContain('secreto');
  });

  it('rejects an aborted call with ERR_CANCELED, without sending, retrying or logging it', async () => {
    const { client, sent } = clientAnswering(() => ok());
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('/users', { signal: controller.signal })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(sent).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('one retry on a network error (spec-notes §7)', () => {
  it('retries once with the same Idempotency-Key and succeeds', async () => {
    const answers: Answer[] = ['network', { status: 201, body: { id: 9 } }];
    const { client, sent } = clientAnswering(() => answers.shift()!);
    await expect(client.post('/comentarios', { contenido: 'hola' })).resolves.toEqual({ status: 201, data: { id: 9 } });
    expect(lines(sent)).toEqual(['POST /api/comentarios', 'POST /api/comentarios']);
    expect(keyOf(sent[0])).toMatch(UUID);
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
    expect(sent[1]).toMatchObject({ data: '{"contenido":"hola"}', headers: { 'x-xsrf-token': 'token-1' } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not retry twice, and logs the missing answer once', async () => {
    const { client, sent } = clientAnswering(() => 'network');
    const error = await client.get('/eventos').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', response: undefined });
    expect(sent).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[api] Sin respuesta del servidor: tiempo de espera agotado, error de red o sin conexión a internet. GET /eventos');
  });

  it('does not retry a time-out, which is also a missing answer', async () => {
    const { client, sent } = clientAnswering(() => 'timeout');
    const error = await client.post('/encuestas/1/votar/S%C3%AD').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ETIMEDOUT', response: undefined });
    expect(sent).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Sin respuesta del servidor'));
  });

  it('does not retry an answer, whatever its status', async () => {
    const { client, sent } = clientAnswering(() => ({ status: 503 }));
    await expect(client.get('/eventos')).rejects.toMatchObject({ code: 'ERR_STATUS', response: { status: 503 } });
    expect(sent).toHaveLength(1);
  });
});

describe('status logs (spec-notes §8)', () => {
  it.each([
    [400, 'Solicitud inválida (400).'],
    [401, 'Sesión expirada o no autenticada (401).'],
    [403, 'Acceso denegado (403): rol insuficiente o token inválido.'],
    [404, 'Recurso no encontrado (404).'],
    [500, 'Error interno del servidor (500).'],
    [504, 'Tiempo de espera agotado en el servidor (504).'],
    [418, 'Error desconocido (418).'],
  ])('logs %i as a warning', async (status, text) => {
    const { client } = clientAnswering(() => ({ status }));
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(warn).toHaveBeenCalledWith(`[api] ${text} GET /x`);
  });
});

describe('401: the session expired (announced, not handled, by the client)', () => {
  it('tells every listener of each unexpected 401, until it unsubscribes', async () => {
    const { client } = clientAnswering((request) => (request.url === '/api/noticias' ? ok([]) : { status: 401 }));
    const listener = jest.fn();
    const unsubscribe = client.onSessionExpired(listener);

    await client.get('/noticias');
    expect(listener).not.toHaveBeenCalled();
    await expect(client.get('/encuestas')).rejects.toMatchObject({ response: { status: 401 } });
    await expect(client.post('/comentarios', {})).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    await expect(client.get('/encuestas')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('leaves a 401 the request expects (login, the profile check) to its caller', async () => {
    const { client } = clientAnswering(() => ({ status: 401 }));
    const listener = jest.fn();
    client.onSessionExpired(listener);
    await expect(client.post('/auth/login', {}, { expectUnauthorized: true })).rejects.toMatchObject({ response: { status: 401 } });
    await expect(client.get('/auth/profile', { expectUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('CSRF cookie pre-fetch', () => {
  it('fetches /auth/csrf once before state-changing requests when the cookie is missing', async () => {
    dropCsrfCookie();
    const { client, sent } = clientAnswering((request) => {
      if (request.url === '/api/auth/csrf') setCsrfCookie();
      return { status: request.url === '/api/auth/csrf' ? 204 : 200 };
    });

    await Promise.all([client.post('/publicaciones', {}), client.delete('/noticias/1')]);
    await client.put('/eventos/1', {});

    expect(lines(sent)).toEqual(['GET /api/auth/csrf', 'POST /api/publicaciones', 'DELETE /api/noticias/1', 'PUT /api/eventos/1']);
    // The bootstrap is a read: no token yet, no Idempotency-Key.
    expect(sent[0]?.headers).not.toHaveProperty('x-xsrf-token');
    expect(keyOf(sent[0])).toBeUndefined();
    expect(sent.slice(1).map((r) => r.headers['x-xsrf-token'])).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('does not fetch it for reads or when the cookie is there', async () => {
    const { client, sent } = clientAnswering(() => ok());
    await client.post('/comentarios', {});
    dropCsrfCookie();
    await client.get('/noticias');
    expect(sent.map((r) => r.url)).toEqual(['/api/comentarios', '/api/noticias']);
    expect(sent[1]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('fails the request, logged once, when the cookie cannot be fetched', async () => {
    dropCsrfCookie();
    const { client, sent } = clientAnswering(() => ({ status: 500 }));
    await expect(client.post('/comentarios', {})).rejects.toMatchObject({ request: { method: 'get', url: '/auth/csrf' } });
    expect(lines(sent)).toEqual(['GET /api/auth/csrf']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
