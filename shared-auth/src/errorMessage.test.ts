import { MSG } from '@plataforma/contracts';
import { ApiError } from './api/errors';
import { getErrorMessage, UserFacingError } from './errorMessage';

const call = { method: 'get', url: '/noticias' } as const;
const answered = (status: number, data: unknown = {}) => new ApiError('ERR_STATUS', call, { status, data });

describe('getErrorMessage (spec-notes §8)', () => {
  it("returns the server's message when present", () => {
    expect(getErrorMessage(answered(400, { message: 'El título es obligatorio.' }), 'Por defecto')).toBe('El título es obligatorio.');
    expect(getErrorMessage(answered(409, { message: 'Ya has votado en esta encuesta.' }), 'Por defecto')).toBe('Ya has votado en esta encuesta.');
  });

  it("falls back to the screen's default otherwise", () => {
    expect(getErrorMessage(answered(500), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(answered(400, { message: '  ' }), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(answered(502, '<html>Bad gateway</html>'), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(new Error('interno'), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(undefined, 'Por defecto')).toBe('Por defecto');
  });

  it('has one text for no answer at all and one for an answer too late, on every screen', () => {
    expect(getErrorMessage(new ApiError('ERR_NETWORK', call), 'Por defecto')).toBe(MSG.sinConexion);
    expect(getErrorMessage(new ApiError('ETIMEDOUT', call), 'Por defecto')).toBe(MSG.tiempoAgotado);
    expect(MSG.sinConexion).toBe('No se pudo conectar con el servidor.');
    expect(MSG.tiempoAgotado).toBe('El servidor tardó demasiado en responder. Intenta nuevamente.');
  });

  it('shows an error already worded for the user as is', () => {
    expect(getErrorMessage(new UserFacingError('Credenciales inválidas. Intenta nuevamente.'), 'Por defecto')).toBe(
      'Credenciales inválidas. Intenta nuevamente.',
    );
  });
});
