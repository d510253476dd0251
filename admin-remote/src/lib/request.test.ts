import { networkError, ok, serverError } from '@plataforma/shared-auth/testing';
import { request } from './request';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const messages = { fallback: 'Error al crear el usuario. Intenta nuevamente.', empty: 'Vacía.', network: 'No se pudo conectar al servidor.' };

describe('request', () => {
  it('returns the data of a successful call', async () => {
    await expect(request(() => ok({ id: 1 }), messages)).resolves.toEqual({ id: 1 });
  });

  it("shows the server's message, else the fallback", async () => {
    await expect(request(() => Promise.reject(serverError(409, 'El correo ya está registrado.')), messages)).rejects.toThrow(
      'El correo ya está registrado.',
    );
    await expect(request(() => Promise.reject(serverError(500)), messages)).rejects.toThrow(messages.fallback);
  });

  it('shows the network message only when no answer came back, if the call has one', async () => {
    await expect(request(() => Promise.reject(networkError()), messages)).rejects.toThrow(messages.network);
    await expect(request(() => Promise.reject(networkError()), { fallback: 'Por defecto' })).rejects.toThrow('Por defecto');
  });

  it('treats an empty body as an error', async () => {
    await expect(request(() => ok(''), messages)).rejects.toThrow('Vacía.');
    await expect(request(() => ok(null), { fallback: 'x' })).rejects.toThrow('Respuesta vacía del servidor.');
  });
});
