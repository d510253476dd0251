import { MSG } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { networkError, serverError } from '../testing/mockApi';
import { authService } from './index';

jest.mock('@plataforma/shared-auth/api', () => require('../testing/mockApi'));

const client = api as unknown as Record<'get' | 'post', jest.Mock>;
const user = { id: 7, nombre: 'Ana', email: 'ana@example.com', rol: 'usuario', ubicacion: 'La Paz', imagen: '', creadoEn: '2026-11-01' };
const answer = (data: unknown) => Promise.resolve({ status: 200, data });

beforeEach(() => jest.clearAllMocks());

describe('authService', () => {
  it('logs in with email and password and returns the user; its 401 is not an expired session', async () => {
    client.post.mockReturnValue(answer(user));
    await expect(authService.login({ email: 'ana@example.com', password: 'secreto' })).resolves.toEqual(user);
    expect(client.post).toHaveBeenCalledWith('/auth/login', { email: 'ana@example.com', password: 'secreto' }, { expectUnauthorized: true });
  });

  it('returns the pending sign-in of a two-step account (202), then verifies the code', async () => {
    const challenge = { verificacionRequerida: true, token: 'pendiente' };
    client.post.mockResolvedValueOnce({ status: 202, data: challenge });
    await expect(authService.login({ email: 'ana@example.com', password: 'secreto' })).resolves.toEqual(challenge);
    client.post.mockReturnValueOnce(answer(user));
    await expect(authService.verifyLogin('pendiente', '123456')).resolves.toEqual(user);
    expect(client.post).toHaveBeenLastCalledWith('/auth/login/verify', { token: 'pendiente', codigo: '123456' });
    client.post.mockRejectedValueOnce(serverError(400, 'El código de verificación no es correcto.'));
    await expect(authService.verifyLogin('pendiente', '000000')).rejects.toThrow('El código de verificación no es correcto.');
  });

  it("shows the server's message first, else the login default", async () => {
    client.post.mockRejectedValueOnce(serverError(401, 'Demasiados intentos.')).mockRejectedValueOnce(serverError(401));
    await expect(authService.login({ email: 'a', password: 'b' })).rejects.toThrow('Demasiados intentos.');
    await expect(authService.login({ email: 'a', password: 'b' })).rejects.toThrow(MSG.credencialesInvalidas);
  });

  it('turns an empty body into "Respuesta vacía del servidor."', async () => {
    client.get.mockReturnValue(answer(''));
    await expect(authService.profile()).rejects.toThrow('Respuesta vacía del servidor.');
  });

  it('reports a missing answer as "No se pudo conectar con el servidor."', async () => {
    client.post.mockRejectedValue(networkError());
    await expect(authService.register(new FormData())).rejects.toThrow('No se pudo conectar con el servidor.');
  });

  it('registers with the multipart form as is', async () => {
    const form = new FormData();
    client.post.mockReturnValueOnce(answer(user)).mockRejectedValueOnce(serverError(500));
    await expect(authService.register(form)).resolves.toEqual(user);
    expect(client.post).toHaveBeenCalledWith('/auth/register', form);
    await expect(authService.register(form)).rejects.toThrow('No se pudo registrar el usuario. Intenta nuevamente.');
  });

  it('has the spec-notes defaults for profile and logout failures; the profile check expects a 401', async () => {
    client.get.mockRejectedValue(serverError(401));
    await expect(authService.profile()).rejects.toThrow(MSG.noAutenticado);
    expect(client.get).toHaveBeenCalledWith('/auth/profile', { expectUnauthorized: true });
    client.post.mockRejectedValueOnce(serverError(500)).mockReturnValueOnce(answer({ message: 'Sesión cerrada correctamente.' }));
    await expect(authService.logout()).rejects.toThrow('Error al cerrar sesión.');
    await expect(authService.logout()).resolves.toBeUndefined();
    expect(client.post).toHaveBeenLastCalledWith('/auth/logout');
  });
});
