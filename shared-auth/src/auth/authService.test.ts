import { CSRF_COOKIE, MSG } from '@plataforma/contracts';
import { answerRequests, restoreXhr, type FakeAnswer } from '../testing/fakeXhr';
import { authService } from './index';

const user = { id: 7, nombre: 'Ana', email: 'ana@example.com', rol: 'usuario', ubicacion: 'La Paz', imagen: '', creadoEn: '2026-11-01' };

const answer = (result: FakeAnswer) => answerRequests(() => result);

beforeEach(() => {
  document.cookie = `${CSRF_COOKIE}=t; path=/`;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  restoreXhr();
  jest.restoreAllMocks();
});

describe('authService', () => {
  it('logs in with email and password and returns the user', async () => {
    const requests = answer({ status: 200, data: user });
    await expect(authService.login({ email: 'ana@example.com', password: 'secreto' })).resolves.toEqual(user);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/login' });
    expect(JSON.parse(requests[0]!.body as string)).toEqual({ email: 'ana@example.com', password: 'secreto' });
  });

  it('returns the pending sign-in of a two-step account (202), then verifies the code', async () => {
    answer({ status: 202, data: { verificacionRequerida: true, token: 'pendiente' } });
    await expect(authService.login({ email: 'ana@example.com', password: 'secreto' })).resolves.toEqual({
      verificacionRequerida: true,
      token: 'pendiente',
    });
    const requests = answer({ status: 200, data: user });
    await expect(authService.verifyLogin('pendiente', '123456')).resolves.toEqual(user);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/login/verify' });
    expect(JSON.parse(requests[0]!.body as string)).toEqual({ token: 'pendiente', codigo: '123456' });
    answer({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'El código de verificación no es correcto.' } });
    await expect(authService.verifyLogin('pendiente', '000000')).rejects.toThrow('El código de verificación no es correcto.');
  });

  it("shows the server's message first, else the login default", async () => {
    answer({ status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Demasiados intentos.' } });
    await expect(authService.login({ email: 'a', password: 'b' })).rejects.toThrow('Demasiados intentos.');
    answer({ status: 401, data: {} });
    await expect(authService.login({ email: 'a', password: 'b' })).rejects.toThrow(MSG.credencialesInvalidas);
  });

  it('turns an empty body into "Respuesta vacía del servidor."', async () => {
    answer({ status: 200 });
    await expect(authService.profile()).rejects.toThrow('Respuesta vacía del servidor.');
  });

  it.each(['network', 'timeout'] as const)('reports a missing answer (%s) as "No se pudo conectar con el servidor."', async (failure) => {
    answer(failure);
    await expect(authService.register(new FormData())).rejects.toThrow('No se pudo conectar con el servidor.');
  });

  it('registers with the multipart form as is', async () => {
    const requests = answer({ status: 201, data: user });
    const form = new FormData();
    form.set('nombre', 'Ana');
    await expect(authService.register(form)).resolves.toEqual(user);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/register' });
    expect(requests[0]?.body).toBe(form);
    answer({ status: 500, data: {} });
    await expect(authService.register(form)).rejects.toThrow('No se pudo registrar el usuario. Intenta nuevamente.');
  });

  it('has the SPEC defaults for profile and logout failures', async () => {
    answer({ status: 401, data: {} });
    await expect(authService.profile()).rejects.toThrow(MSG.noAutenticado);
    answer({ status: 500, data: {} });
    await expect(authService.logout()).rejects.toThrow('Error al cerrar sesión.');
    const requests = answer({ status: 200, data: { message: 'Sesión cerrada correctamente.' } });
    await expect(authService.logout()).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout', body: null });
  });
});
