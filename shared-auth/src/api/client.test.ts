import { CSRF_COOKIE, MSG, REQUEST_TIMEOUT_MS, STORAGE_USER_KEY } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { answerRequests, restoreXhr, type FakeAnswer, type SentRequest } from '../testing/fakeXhr';
import { createApiClient } from './client';
import { ApiError, getErrorMessage, isNoResponse } from './errors';

const user = { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'usuario', ubicacion: '', imagen: '', creadoEn: '2026-11-01' };

const assign = jest.fn();

function clientAnswering(handler: (request: SentRequest) => FakeAnswer) {
  const requests = answerRequests(handler);
  return { client: createApiClient({ redirect: assign }), requests };
}

const setCsrfCookie = () => (document.cookie = `${CSRF_COOKIE}=token-1; path=/`);
const dropCsrfCookie = () => (document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
const lines = (requests: SentRequest[]) => requests.map((r) => `${r.method} ${r.url}`);

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  assign.mockClear();
  setCsrfCookie();
});

afterEach(() => {
  restoreXhr();
  jest.restoreAllMocks();
  jest.useRealTimers();
  localStorage.clear();
  dropCsrfCookie();
});

describe('request defaults (SPEC §7)', () => {
  it('calls /api with credentials, the time-out, JSON and no-store headers and the CSRF token', async () => {
    const { client, requests } = clientAnswering(() => ({ status: 200, data: { ok: true } }));
    await expect(client.get('/noticias')).resolves.toEqual({ status: 200, data: { ok: true } });

    expect(requests).toEqual([
      {
        method: 'GET',
        url: '/api/noticias',
        headers: { Accept: 'application/json', 'Cache-Control': 'no-store', 'X-XSRF-TOKEN': 'token-1' },
        body: null,
        withCredentials: true,
        timeout: REQUEST_TIMEOUT_MS,
      },
    ]);
  });

  it('puts params in the query string, leaving out empty values and repeating arrays', async () => {
    const { client, requests } = clientAnswering(() => ({ status: 200, data: [] }));
    await client.get('/users', { params: { search: 'ana maría', rol: undefined, page: 2, tag: ['a', 'b'], x: null } });
    await client.get('/users?limit=10', { params: { page: 1 } });
    expect(requests.map((r) => r.url)).toEqual(['/api/users?search=ana+mar%C3%ADa&page=2&tag=a&tag=b', '/api/users?limit=10&page=1']);
  });

  it('sends objects as JSON and a FormData as is, with every verb', async () => {
    const { client, requests } = clientAnswering(() => ({ status: 200, data: {} }));
    const form = new FormData();
    await client.post('/auth/login', { email: 'a@b.bo' });
    await client.put('/noticias/1', form);
    await client.patch('/users/2/role', { rol: 'admin' });
    await client.delete('/noticias/1');
    await client.post('/auth/logout');

    expect(lines(requests)).toEqual(['POST /api/auth/login', 'PUT /api/noticias/1', 'PATCH /api/users/2/role', 'DELETE /api/noticias/1', 'POST /api/auth/logout']);
    expect(requests[0]).toMatchObject({ body: '{"email":"a@b.bo"}', headers: { 'Content-Type': 'application/json' } });
    // The browser writes the multipart Content-Type with its boundary.
    expect(requests[1]?.body).toBe(form);
    expect(requests[1]?.headers).not.toHaveProperty('Content-Type');
    expect(requests[2]?.body).toBe('{"rol":"admin"}');
    expect(requests[3]?.body).toBeNull();
    expect(requests[4]).toMatchObject({ body: null, headers: { 'X-XSRF-TOKEN': 'token-1' } });
    expect(requests[4]?.headers).not.toHaveProperty('Content-Type');
  });

  it('parses JSON answers and keeps other bodies as text, empty as ""', async () => {
    const answers: FakeAnswer[] = [{ status: 200, data: '[1,2]' }, { status: 200, data: 'hola' }, { status: 204 }];
    const { client } = clientAnswering(() => answers.shift()!);
    await expect(client.get('/a')).resolves.toMatchObject({ data: [1, 2] });
    await expect(client.get('/b')).resolves.toMatchObject({ data: 'hola' });
    await expect(client.get('/c')).resolves.toEqual({ status: 204, data: '' });
  });

  it('reports upload progress, with the fraction when the size is known', async () => {
    const { client } = clientAnswering(() => ({ status: 201, data: { id: 1 }, upload: [[50, 200], [200, 200], [10, 0]] }));
    const onUploadProgress = jest.fn();
    await expect(client.post('/imagenes', new FormData(), { onUploadProgress })).resolves.toMatchObject({ data: { id: 1 } });
    expect(onUploadProgress.mock.calls).toEqual([
      [{ loaded: 50, total: 200, progress: 0.25 }],
      [{ loaded: 200, total: 200, progress: 1 }],
      [{ loaded: 10 }],
    ]);
  });
});

describe('errors', () => {
  it('rejects other statuses with an ApiError carrying the status and the parsed body', async () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'El correo ya está registrado.' };
    const { client } = clientAnswering(() => ({ status: 409, data: body }));
    const error = await client.post('/users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERR_STATUS', response: { status: 409, data: body } });
    // The error names the call but does not keep its body.
    expect((error as ApiError).request).toEqual({ method: 'post', url: '/users' });
    expect(isNoResponse(error)).toBe(false);
  });
});

describe('retry on network errors', () => {
  it('retries once and succeeds', async () => {
    const answers: FakeAnswer[] = ['network', { status: 200, data: [1] }];
    const { client, requests } = clientAnswering(() => answers.shift()!);
    await expect(client.get('/eventos')).resolves.toMatchObject({ data: [1] });
    expect(requests).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not retry twice, and logs the missing answer', async () => {
    const { client, requests } = clientAnswering(() => 'network');
    const error = await client.get('/eventos').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_NETWORK' });
    expect(isNoResponse(error)).toBe(true);
    expect(requests).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Sin respuesta del servidor'));
  });

  it('does not retry a time-out, which is also a missing answer', async () => {
    const { client, requests } = clientAnswering(() => 'timeout');
    const error = await client.get('/eventos').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ETIMEDOUT' });
    expect(isNoResponse(error)).toBe(true);
    expect(requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('[api] Sin respuesta del servidor: tiempo de espera agotado, error de red o sin conexión a internet. GET /eventos');
  });
});

describe('cancellation', () => {
  it('aborts the request through its signal: rejected as ERR_CANCELED, neither retried nor logged', async () => {
    const controller = new AbortController();
    const { client, requests } = clientAnswering(() => {
      controller.abort();
      return { status: 200, data: [1] };
    });
    const error = await client.get('/users', { params: { page: 1 }, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERR_CANCELED' });
    expect(requests).toHaveLength(1);

    // Already aborted: nothing is sent.
    expect(await client.get('/users', { signal: controller.signal }).catch((e: unknown) => e)).toMatchObject({ code: 'ERR_CANCELED' });
    expect(requests).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('status logs (SPEC §8)', () => {
  it.each([
    [400, 'Solicitud inválida'],
    [403, 'Acceso denegado'],
    [404, 'Recurso no encontrado'],
    [500, 'Error interno del servidor'],
    [504, 'Tiempo de espera agotado'],
    [418, 'Error desconocido (418)'],
  ])('logs %i as a warning', async (status, text) => {
    const { client } = clientAnswering(() => ({ status }));
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(text));
  });
});

describe('401: session expired', () => {
  it('clears the stored user and redirects to /login after 800 ms, once', async () => {
    jest.useFakeTimers();
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
    useSession.setState({ user: user as never });
    const { client } = clientAnswering(() => ({ status: 401, data: { message: MSG.noAutenticado } }));

    await expect(client.get('/encuestas')).rejects.toBeInstanceOf(ApiError);
    await expect(client.post('/comentarios', {})).rejects.toBeInstanceOf(ApiError);

    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_USER_KEY)).toBeNull();
    jest.advanceTimersByTime(799);
    expect(assign).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Sesión expirada'));
  });

  it.each(['/auth/login', '/auth/profile'])('leaves a 401 of %s to its caller', async (url) => {
    jest.useFakeTimers();
    useSession.setState({ user: user as never });
    const { client } = clientAnswering(() => ({ status: 401 }));
    await expect(client.request({ url, method: url === '/auth/login' ? 'post' : 'get' })).rejects.toBeInstanceOf(ApiError);
    jest.runAllTimers();
    expect(assign).not.toHaveBeenCalled();
    expect(useSession.getState().user).not.toBeNull();
  });
});

describe('CSRF cookie pre-fetch', () => {
  it('fetches /auth/csrf once before state-changing requests when the cookie is missing', async () => {
    dropCsrfCookie();
    const { client, requests } = clientAnswering((request) => {
      if (request.url === '/api/auth/csrf') setCsrfCookie();
      return { status: request.url === '/api/auth/csrf' ? 204 : 200, data: {} };
    });

    await Promise.all([client.post('/publicaciones', {}), client.delete('/noticias/1')]);
    await client.put('/eventos/1', {});

    expect(lines(requests)).toEqual(['GET /api/auth/csrf', 'POST /api/publicaciones', 'DELETE /api/noticias/1', 'PUT /api/eventos/1']);
    expect(requests[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
    expect(requests.slice(1).map((r) => r.headers['X-XSRF-TOKEN'])).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('does not fetch it for reads or when the cookie is there', async () => {
    const { client, requests } = clientAnswering(() => ({ status: 200, data: {} }));
    await client.post('/comentarios', {});
    dropCsrfCookie();
    await client.get('/noticias');
    expect(requests.map((r) => r.url)).toEqual(['/api/comentarios', '/api/noticias']);
  });
});

describe('getErrorMessage', () => {
  const withBody = (data: unknown) => new ApiError('ERR_STATUS', { method: 'get', url: '/x' }, { status: 400, data });

  it("returns the server's message when present", () => {
    expect(getErrorMessage(withBody({ message: 'El título es obligatorio.' }), 'Por defecto')).toBe('El título es obligatorio.');
  });

  it('falls back otherwise', () => {
    expect(getErrorMessage(withBody({}), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(withBody(null), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(withBody({ message: '  ' }), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(new ApiError('ERR_NETWORK', { method: 'get', url: '/x' }), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(new Error('interno'), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(undefined, 'Por defecto')).toBe('Por defecto');
  });
});
