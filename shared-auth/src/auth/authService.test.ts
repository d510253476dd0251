import { MSG } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { apiError, http, HttpResponse, recordRequests, server } from '../testing/network';
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
  it('returns the user of the session', async () => {
    server.use(http.get('/api/auth/profile', () => HttpResponse.json(user)));
    await expect(authService.profile()).resolves.toEqual(user);
  });

  it('turns an empty body into "Respuesta vacía del servidor."', async () => {
    server.use(http.get('/api/auth/profile', () => new HttpResponse(null, { status: 200 })));
    await expect(authService.profile()).rejects.toThrow(MSG.respuestaVacia);
  });

  it("shows the server's message for a refused profile check, else the default; that 401 is not an expired session", async () => {
    let answer = apiError(401, 'Sesión no válida.');
    server.use(http.get('/api/auth/profile', () => answer));
    await expect(authService.profile()).rejects.toThrow('Sesión no válida.');
    answer = apiError(401);
    await expect(authService.profile()).rejects.toThrow(MSG.noAutenticado);
    expect(expired).not.toHaveBeenCalled();
  });

  it('reports a missing answer as "No se pudo conectar con el servidor."', async () => {
    server.use(http.get('/api/auth/profile', () => HttpResponse.error()));
    await expect(authService.profile()).rejects.toThrow(MSG.sinConexion);
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
