import { CSRF_COOKIE, IDEMPOTENCY_HEADER, REQUEST_TIMEOUT_MS } from '@plataforma/contracts';
import { getRawRequest } from '@mswjs/interceptors';
import { apiError, http, HttpResponse, recordRequests, server } from '../testing/network';
import { type ApiClient, createApiClient } from './client';
import { newIdempotencyKey } from './idempotencyKey';
import { ApiError } from './errors';

/** What the server received: method, path and query, the headers (lower-case names) and cookies, the body as text. */
interface Received {
  line: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  credentials: RequestCredentials;
  body: string;
}

/** Answers every `/api` request with `answer` and keeps what each one carried, in order. */
function serverAnswering(answer: (request: Request) => Response | Promise<Response> = () => HttpResponse.json({})) {
  const received: Received[] = [];
  server.use(
    http.all('/api/*', async ({ request, cookies }) => {
      const url = new URL(request.url);
      // Recorded on arrival; the body is read after.
      const entry: Received = {
        line: `${request.method} ${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        cookies,
        credentials: request.credentials,
        body: '',
      };
      received.push(entry);
      entry.body = await request.clone().text();
      return answer(request);
    }),
  );
  return received;
}

/** The browser's XMLHttpRequest behind a request (through MSW's own interceptors package; see the time-out tests). */
const xhrOf = (request: Request) => getRawRequest(request) as XMLHttpRequest;

const TOKEN = 'prueba'; // the CSRF cookie jest.setup.ts sets before each test
const dropCsrfCookie = () => (document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
const keyOf = (request: Received | undefined) => request?.headers[IDEMPOTENCY_HEADER.toLowerCase()];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NO_ANSWER_LOG = '[api] Sin respuesta del servidor: tiempo de espera agotado, error de red o sin conexión a internet.';

let client: ApiClient;
let warn: jest.SpyInstance;

beforeEach(() => {
  client = createApiClient();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('request defaults (spec-notes §7)', () => {
  it('calls /api with the cookies, JSON and no-store headers and the CSRF cookie echoed', async () => {
    const received = serverAnswering(() => HttpResponse.json({ ok: true }));
    await expect(client.get('/noticias')).resolves.toEqual({ status: 200, data: { ok: true } });

    expect(received).toEqual([
      {
        line: 'GET /api/noticias',
        headers: { accept: 'application/json', 'cache-control': 'no-store', cookie: `${CSRF_COOKIE}=${TOKEN}`, 'x-xsrf-token': TOKEN },
        cookies: { [CSRF_COOKIE]: TOKEN },
        credentials: 'include',
        body: '',
      },
    ]);
  });

  it('puts params in the query string, leaving out empty values and repeating arrays', async () => {
    const received = serverAnswering(() => HttpResponse.json([]));
    await client.get('/users', { params: { search: 'ana maría', rol: undefined, page: 2, tag: ['a', 'b'], x: null } });
    await client.get('/users?limit=10', { params: { page: 1 } });
    expect(received.map((r) => r.line)).toEqual(['GET /api/users?search=ana+mar%C3%ADa&page=2&tag=a&tag=b', 'GET /api/users?limit=10&page=1']);
  });

  it('sends objects as JSON and a FormData as multipart', async () => {
    const received = serverAnswering();
    const form = new FormData();
    form.append('titulo', 'Gran marcha');
    await client.post('/auth/login', { email: 'a@b.bo' });
    await client.put('/noticias/1', form);
    await client.patch('/users/2/role', { rol: 'admin' });
    await client.delete('/noticias/1');

    expect(received.map((r) => r.line)).toEqual(['POST /api/auth/login', 'PUT /api/noticias/1', 'PATCH /api/users/2/role', 'DELETE /api/noticias/1']);
    expect(received[0]).toMatchObject({ body: '{"email":"a@b.bo"}', headers: { 'content-type': 'application/json', 'x-xsrf-token': TOKEN } });
    expect(received[1]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[1]?.body).toMatch(/name="titulo"\r\n\r\nGran marcha\r\n/);
    expect(received[2]?.body).toBe('{"rol":"admin"}');
    expect(received[3]?.body).toBe('');
    expect(received[3]?.headers).not.toHaveProperty('content-type');
  });

  it('parses JSON answers and keeps other bodies as text, empty as ""', async () => {
    server.use(
      http.get('/api/a', () => HttpResponse.json([1, 2])),
      http.get('/api/b', () => HttpResponse.text('hola')),
      http.get('/api/c', () => new HttpResponse(null, { status: 204 })),
    );
    await expect(client.get('/a')).resolves.toEqual({ status: 200, data: [1, 2] });
    await expect(client.get('/b')).resolves.toEqual({ status: 200, data: 'hola' });
    await expect(client.get('/c')).resolves.toEqual({ status: 204, data: '' });
  });

  it('reports upload progress with the fraction sent', async () => {
    let size = 0;
    server.use(
      http.post('/api/imagenes', async ({ request }) => {
        size = (await request.arrayBuffer()).byteLength;
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.append('imagen', new Blob(['x'.repeat(1000)], { type: 'image/jpeg' }), 'foto.jpg');
    const progress: unknown[] = [];
    await client.post('/imagenes', form, { onUploadProgress: ({ loaded, total, progress: p }) => progress.push({ loaded, total, p }) });

    expect(size).toBeGreaterThan(1000);
    expect(progress).toEqual([{ loaded: size, total: size, p: 1 }]);
  });
});

/**
 * MSW answers the XMLHttpRequest itself, so the browser never arms its time-out (a late answer still
 * arrives). The client's part is what it asks of the browser (`xhr.timeout`) and what it does when the
 * browser gives up: the handlers below read the one and do the other, as the browser would.
 */
describe('time-outs (spec-notes §7)', () => {
  it('gives every call 15 s and an upload (FormData) 120 s', async () => {
    const timeouts: Record<string, number> = {};
    server.use(
      http.all('/api/*', ({ request }) => {
        timeouts[`${request.method} ${new URL(request.url).pathname}`] = xhrOf(request).timeout;
        return HttpResponse.json({});
      }),
    );
    await client.get('/noticias');
    await client.post('/comentarios', { contenido: 'hola' });
    await client.put('/noticias/1', new FormData());

    expect(timeouts).toEqual({
      'GET /api/noticias': REQUEST_TIMEOUT_MS,
      'POST /api/comentarios': REQUEST_TIMEOUT_MS,
      'PUT /api/noticias/1': 120_000,
    });
  });

  it('rejects a call the browser timed out with ETIMEDOUT, without retrying it, logged as a missing answer', async () => {
    const requests = recordRequests();
    server.use(
      http.post('/api/encuestas/1/votar/:opcion', ({ request }) => {
        xhrOf(request).dispatchEvent(new ProgressEvent('timeout'));
        return new Promise<Response>(() => {}); // the server never answers
      }),
    );
    const error = await client.post('/encuestas/1/votar/S%C3%AD').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ETIMEDOUT', request: { method: 'post', url: '/encuestas/1/votar/S%C3%AD' }, response: undefined });
    expect(requests).toEqual(['POST /api/encuestas/1/votar/S%C3%AD']);
    expect(warn.mock.calls).toEqual([[`${NO_ANSWER_LOG} POST /encuestas/1/votar/S%C3%AD`]]);
  });
});

describe('Idempotency-Key (one key per user action)', () => {
  it('gives every state-changing call a fresh random key, and reads none', async () => {
    const received = serverAnswering();
    await client.post('/comentarios', { contenido: 'a' });
    await client.post('/comentarios', { contenido: 'a' });
    await client.put('/eventos/1', {});
    await client.patch('/users/1/role', {});
    await client.delete('/noticias/1');
    await client.get('/noticias');

    const keys = received.slice(0, 5).map(keyOf);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(5);
    expect(keyOf(received[5])).toBeUndefined();
  });

  it("sends the caller's key when it names the user action (the same save sent again)", async () => {
    const received = serverAnswering();
    await client.post('/noticias', { titulo: 'a' }, { idempotencyKey: 'guardar-1' });
    await client.post('/noticias', { titulo: 'a' }, { idempotencyKey: 'guardar-1' });
    expect(received.map(keyOf)).toEqual(['guardar-1', 'guardar-1']);
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
    server.use(http.post('/api/users', () => apiError(409, 'El correo ya está registrado.')));
    const error = await client.post('/users', { password: 'secreto' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'ERR_STATUS',
      request: { method: 'post', url: '/users' },
      response: { status: 409, data: { statusCode: 409, error: 'Error', message: 'El correo ya está registrado.' } },
    });
    // Nothing else travels with it: no request config, headers or body.
    expect(Object.keys(error as ApiError).sort()).toEqual(['code', 'name', 'request', 'response']);
    expect(JSON.stringify(error)).not.toContain('secreto');
  });

  it('rejects an aborted call with ERR_CANCELED, without sending, retrying or logging it', async () => {
    const requests = recordRequests();
    const controller = new AbortController();
    controller.abort();
    const error = await client.get('/users', { signal: controller.signal }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERR_CANCELED', request: { method: 'get', url: '/users' }, response: undefined });
    expect(requests).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('rejects a call aborted while waiting for its answer the same way', async () => {
    const controller = new AbortController();
    server.use(
      http.get('/api/users', () => {
        controller.abort();
        return new Promise<Response>(() => {});
      }),
    );
    await expect(client.get('/users', { signal: controller.signal })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('one retry on a network error (spec-notes §7)', () => {
  it('retries once with the same Idempotency-Key and body, and succeeds', async () => {
    let calls = 0;
    const received = serverAnswering(() => (++calls === 1 ? HttpResponse.error() : HttpResponse.json({ id: 9 }, { status: 201 })));
    await expect(client.post('/comentarios', { contenido: 'hola' })).resolves.toEqual({ status: 201, data: { id: 9 } });

    expect(received.map((r) => r.line)).toEqual(['POST /api/comentarios', 'POST /api/comentarios']);
    expect(keyOf(received[0])).toMatch(UUID);
    expect(keyOf(received[1])).toBe(keyOf(received[0]));
    expect(received[1]).toMatchObject({ body: '{"contenido":"hola"}', headers: { 'x-xsrf-token': TOKEN } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not retry twice, and logs the missing answer once', async () => {
    const received = serverAnswering(() => HttpResponse.error());
    const error = await client.get('/eventos').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', request: { method: 'get', url: '/eventos' }, response: undefined });
    expect(received).toHaveLength(2);
    expect(warn.mock.calls).toEqual([[`${NO_ANSWER_LOG} GET /eventos`]]);
  });

  it('does not retry an answer, whatever its status', async () => {
    const received = serverAnswering(() => new HttpResponse(null, { status: 503 }));
    await expect(client.get('/eventos')).rejects.toMatchObject({ code: 'ERR_STATUS', response: { status: 503, data: '' } });
    expect(received).toHaveLength(1);
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
    server.use(http.get('/api/x', () => apiError(status)));
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(warn.mock.calls).toEqual([[`[api] ${text} GET /x`]]);
  });
});

describe('401: the session expired (announced, not handled, by the client)', () => {
  it('tells every listener of each unexpected 401, until it unsubscribes', async () => {
    server.use(
      http.get('/api/noticias', () => HttpResponse.json([])),
      http.all('/api/*', () => apiError(401)),
    );
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
    server.use(http.all('/api/*', () => apiError(401)));
    const listener = jest.fn();
    client.onSessionExpired(listener);
    await expect(client.post('/auth/login', {}, { expectUnauthorized: true })).rejects.toMatchObject({ response: { status: 401 } });
    await expect(client.get('/auth/profile', { expectUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('CSRF cookie pre-fetch', () => {
  /** The API's answer to GET /api/auth/csrf: it sets the cookie. */
  const setsCookie = (value: string) =>
    new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': `${CSRF_COOKIE}=${value}; Path=/` } });

  it('fetches /auth/csrf once before state-changing requests when the cookie is missing, and echoes it', async () => {
    dropCsrfCookie();
    const received = serverAnswering((request) => (request.url.endsWith('/api/auth/csrf') ? setsCookie('token-1') : HttpResponse.json({})));

    await Promise.all([client.post('/publicaciones', {}), client.delete('/noticias/1')]);
    await client.put('/eventos/1', {});

    const lines = received.map((r) => r.line);
    expect(lines[0]).toBe('GET /api/auth/csrf');
    // The two concurrent writes waited for the same fetch, and may reach the server in either order.
    expect(lines.slice(1, 3).sort()).toEqual(['DELETE /api/noticias/1', 'POST /api/publicaciones']);
    expect(lines.slice(3)).toEqual(['PUT /api/eventos/1']);
    // The bootstrap is a read: no token yet, no Idempotency-Key.
    expect(received[0]?.headers).not.toHaveProperty('x-xsrf-token');
    expect(keyOf(received[0])).toBeUndefined();
    expect(received.slice(1).map((r) => [r.cookies[CSRF_COOKIE], r.headers['x-xsrf-token']])).toEqual([
      ['token-1', 'token-1'],
      ['token-1', 'token-1'],
      ['token-1', 'token-1'],
    ]);
  });

  it('does not fetch it for reads or when the cookie is there', async () => {
    const received = serverAnswering();
    await client.post('/comentarios', {});
    dropCsrfCookie();
    await client.get('/noticias');
    expect(received.map((r) => r.line)).toEqual(['POST /api/comentarios', 'GET /api/noticias']);
    expect(received[1]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('fails the request, logged once, when the cookie cannot be fetched', async () => {
    dropCsrfCookie();
    const received = serverAnswering(() => apiError(500));
    await expect(client.post('/comentarios', {})).rejects.toMatchObject({ code: 'ERR_STATUS', request: { method: 'get', url: '/auth/csrf' } });
    expect(received.map((r) => r.line)).toEqual(['GET /api/auth/csrf']);
    expect(warn.mock.calls).toEqual([['[api] Error interno del servidor (500). GET /auth/csrf']]);
  });
});
