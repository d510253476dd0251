import { networkError, serverError } from './testing/mockApi';
import { getErrorMessage, UserFacingError } from './errorMessage';

const texts = { fallback: 'Por defecto', network: 'Sin conexión.' };

describe('getErrorMessage (spec-notes §8)', () => {
  it("returns the server's message when present", () => {
    expect(getErrorMessage(serverError(400, 'El título es obligatorio.'), 'Por defecto')).toBe('El título es obligatorio.');
    expect(getErrorMessage(serverError(409, 'Ya has votado en esta encuesta.'), texts)).toBe('Ya has votado en esta encuesta.');
  });

  it("falls back to the screen's default otherwise", () => {
    expect(getErrorMessage(serverError(500), 'Por defecto')).toBe('Por defecto');
    expect(getErrorMessage(serverError(400, '  '), texts)).toBe('Por defecto');
    expect(getErrorMessage(new Error('interno'), texts)).toBe('Por defecto');
    expect(getErrorMessage(undefined, texts)).toBe('Por defecto');
  });

  it('uses the network text when no answer came back, where the screen has one', () => {
    expect(getErrorMessage(networkError(), texts)).toBe('Sin conexión.');
    expect(getErrorMessage(networkError(), 'Por defecto')).toBe('Por defecto');
  });

  it('shows an error already worded for the user as is', () => {
    expect(getErrorMessage(new UserFacingError('Credenciales inválidas. Intenta nuevamente.'), texts)).toBe(
      'Credenciales inválidas. Intenta nuevamente.',
    );
  });
});
