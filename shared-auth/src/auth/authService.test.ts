import { MSG } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { apiError, http, HttpResponse, recordRequests, server, postJson } from '../testing/network';
import { makeUser } from '../testing/users';
import { authService } from './index';

const user = makeUser({ id: 7, nombre: 'Ana' });
const expired = jest.fn();
api.onSessionExpired(expired);

beforeEach(() => {
  expired.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('authService', () => {
  it('logs in with email and password and returns the user', async () => {
    const bodies = postJson('/auth/login', () => HttpResponse.json(user));
    await expect(authService.login({ email: 'ana@example.com', password: 'secreto' })).resolves.toEqual(user);
    expect(bodies).toEqual([{ email: 'ana@example.com', password: 'secreto' }]);
  });

  it("shows the server's message for a refused login, else the login default; its 401 is not an expired session", async () => {
    let answer = apiError(401, 'Demasiados intentos.');
    server.use(http.post('/api/auth/login', () => answer));
    await expect(authService.login({ email: 'a', password: 'b' })).rejects.toThrow('Demasiados intentos.');
    answer = apiError(401);
    await expect(authService.login({ email: 'a', password: 'b' })).rejects.toThrow(MSG.credencialesInvalidas);
    expect(expired).not.toHaveBeenCalled();
  });

  it('returns the pending sign-in of a two-step account (202), then verifies the code', async () => {
    const challenge = { verificacionRequerida: true, token: 'pendiente' };
    server.use(http.post('/api/auth/login', () => HttpResponse.json(challenge, { status: 202 })));
    await expect(authService.login({ email: 'ana@example.com', password: 'secreto' })).resolves.toEqual(challenge);

    const codes = postJson('/auth/login/verify', () => HttpResponse.json(user));
    await expect(authService.verifyLogin('pendiente', '123456')).resolves.toEqual(user);
    expect(codes).toEqual([{ token: 'pendiente', codigo: '123456' }]);
  });

  it("shows the server's message for a refused code, else the verification default", async () => {
    let answer = apiError(400, 'El código de verificación no es correcto.');
    server.use(http.post('/api/auth/login/verify', () => answer));
    await expect(authService.verifyLogin('pendiente', '000000')).rejects.toThrow('El código de verificación no es correcto.');
    answer = apiError(400);
    await expect(authService.verifyLogin('pendiente', '000000')).rejects.toThrow('No se pudo verificar el código.');
  });

  it('registers with the multipart form as is', async () => {
    const received: Array<[string, FormDataEntryValue][]> = [];
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        received.push([...(await request.formData()).entries()]);
        return HttpResponse.json(user, { status: 201 });
      }),
    );
    const form = new FormData();
    form.append('nombre', 'Ana');
    form.append('email', 'ana@example.com');
    form.append('password', 'secreto');
    await expect(authService.register(form)).resolves.toEqual(user);
    expect(received).toEqual([
      [
        ['nombre', 'Ana'],
        ['email', 'ana@example.com'],
        ['password', 'secreto'],
      ],
    ]);
  });

  it('has the spec-notes default for a failed registration', async () => {
    server.use(http.post('/api/auth/register', () => apiError(500)));
    await expect(authService.register(new FormData())).rejects.toThrow('No se pudo registrar el usuario. Intenta nuevamente.');
  });

  it('reports a missing answer as "No se pudo conectar con el servidor."', async () => {
    server.use(http.post('/api/auth/register', () => HttpResponse.error()));
    await expect(authService.register(new FormData())).rejects.toThrow(MSG.sinConexion);
  });

  it('returns the user of the session', async () => {
    server.use(http.get('/api/auth/profile', () => HttpResponse.json(user)));
    await expect(authService.profile()).resolves.toEqual(user);
  });

  it('turns an empty body into "Respuesta vacía del servidor."', async () => {
    server.use(http.get('/api/auth/profile', () => new HttpResponse(null, { status: 200 })));
    await expect(authService.profile()).rejects.toThrow(MSG.respuestaVacia);
  });

  it('has the spec-notes default for a profile check without a session; that 401 is not an expired session either', async () => {
    server.use(http.get('/api/auth/profile', () => apiError(401)));
    await expect(authService.profile()).rejects.toThrow(MSG.noAutenticado);
    expect(expired).not.toHaveBeenCalled();
  });

  it('logs out with POST /auth/logout, with the spec-notes default when it fails', async () => {
    const requests = recordRequests();
    let answer = apiError(500);
    server.use(http.post('/api/auth/logout', () => answer));
    await expect(authService.logout()).rejects.toThrow('Error al cerrar sesión.');
    answer = HttpResponse.json({ message: 'Sesión cerrada correctamente.' });
    await expect(authService.logout()).resolves.toBeUndefined();
    expect(requests).toEqual(['POST /api/auth/logout', 'POST /api/auth/logout']);
  });
});
