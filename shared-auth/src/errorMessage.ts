/**
 * The one "failed call → Spanish text" rule of the platform (spec-notes §8): every screen and service shows
 * `getErrorMessage(error, { fallback, network })`.
 *
 * It lives in the session entry, not in the lazy `/api` one, so a screen can word an error without
 * downloading the HTTP client; it therefore reads the client's `ApiError` by its shape (name and
 * `response`), not with `instanceof`, and imports nothing from the client.
 */

export interface ErrorTexts {
  /** The screen's default, shown when the server sends no message of its own. */
  fallback: string;
  /** Shown instead when no answer came back at all (network failure or time-out), where the screen has one. */
  network?: string;
}

/** A failure already worded for the user (the auth service's, `request` in the admin): shown as is. */
export class UserFacingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UserFacingError';
  }
}

interface TransportError {
  name: 'ApiError';
  response?: { status: number; data: unknown };
}

const isTransportError = (error: unknown): error is TransportError =>
  error instanceof Error && error.name === 'ApiError';

/** The server's Spanish `message` (the API's `{ statusCode, error, message }` body), when it sent one. */
function serverMessage({ response }: TransportError): string | undefined {
  const message = (response?.data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export function getErrorMessage(error: unknown, texts: string | ErrorTexts): string {
  const { fallback, network } = typeof texts === 'string' ? { fallback: texts, network: undefined } : texts;
  if (error instanceof UserFacingError) return error.message;
  if (!isTransportError(error)) return fallback;
  if (!error.response) return network ?? fallback;
  return serverMessage(error) ?? fallback;
}
