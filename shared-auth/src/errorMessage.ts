import { SIN_CONEXION, TIEMPO_AGOTADO } from '@plataforma/contracts';

/**
 * The one "failed call → Spanish text" rule of the platform (spec-notes §8): every screen and service,
 * read or write, shows `getErrorMessage(error, fallback)`: no answer at all has one text
 * (SIN_CONEXION), an answer too late another (TIEMPO_AGOTADO), else the server's `message`, else the
 * screen's default.
 *
 * It lives in the session entry, not in the lazy `/api` one, so a screen can word an error without
 * downloading the HTTP client; it therefore reads the client's `ApiError` by its shape (name and
 * `response`), not with `instanceof`, and imports nothing from the client.
 */

/** A failure already worded for the user (the auth service's, `request` in the admin): shown as is. */
export class UserFacingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UserFacingError';
  }
}

interface TransportError {
  name: 'ApiError';
  code: string;
  response?: { status: number; data: unknown };
}

const isTransportError = (error: unknown): error is TransportError =>
  error instanceof Error && error.name === 'ApiError';

/** The server's Spanish `message` (the API's `{ statusCode, error, message }` body), when it sent one. */
function serverMessage({ response }: TransportError): string | undefined {
  const message = (response?.data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** `fallback` is the screen's default, shown when the server answered without a message of its own. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof UserFacingError) return error.message;
  if (!isTransportError(error)) return fallback;
  if (error.code === 'ETIMEDOUT') return TIEMPO_AGOTADO;
  if (!error.response) return SIN_CONEXION;
  return serverMessage(error) ?? fallback;
}
