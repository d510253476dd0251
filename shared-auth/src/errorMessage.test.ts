import { MSG } from '@plataforma/contracts';
import { ApiError } from './api/errors';
import { getErrorMessage, UserFacingError } from './errorMessage';

const call = { method: 'get', url: '/' } as const;
/** The client's error for a call the server answered with `status` and, when given, its Spanish `message`. */
const serverError = (status: number, message?: string) =>
  new ApiError('ERR_STATUS', call, { status, data: { statusCode: status, error: 'Error', ...(message !== undefined && { message }) } });

describe('getErrorMessage (spec-notes §8)', () => {
  it("returns the server's message when present", () => {
    expect(getErrorMessage(serverError(400, 'El título es obligatorio.'), 'Por defecto')).toBe('El título es obligatorio.');
    expect(getErrorMessage(serverError(409, 'Ya has votado en esta encuesta.'), 'Por defecto')).toBe('Ya has votado en esta encuesta.');
  });

  it("falls back to the screen's default otherwise", () => {
    expect(getErrorMessage(serverError(500), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(serverError(400, '  '), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(new ApiError('ERR_STATUS', call, { status: 502, data: '<html>Bad Gateway</html>' }), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(new Error('interno'), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(undefined, 'Por defecto')).toBe('Por defecto');
  });

  it('has one text for no answer at all and another for an answer too late', () => {
    expect(getErrorMessage(new ApiError('ERR_NETWORK', call), 'Por defecto')).toBe(MSG.sinConexion);
    expect(getErrorMessage(new ApiError('ETIMEDOUT', call), 'Por defecto')).toBe(MSG.tiempoAgotado);
  });

  it('shows an error already worded for the user as is', () => {
    expect(getErrorMessage(new UserFacingError('Credenciales inválidas. Intenta nuevamente.'), 'Por defecto')).toBe(
      'Credenciales inválidas. Intenta nuevamente.',
    );
  });
});
