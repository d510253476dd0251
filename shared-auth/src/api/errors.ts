import type { ApiRequest } from './types';

/**
 * 'ERR_NETWORK': no answer at all (retried once); 'ETIMEDOUT': no answer within the time-out;
 * 'ERR_STATUS': the server answered with a status outside 2xx; 'ERR_CANCELED': the caller aborted it.
 */
export type ApiErrorCode = 'ERR_NETWORK' | 'ETIMEDOUT' | 'ERR_STATUS' | 'ERR_CANCELED';

export interface ErrorResponse {
  status: number;
  /** The parsed body: the API's `{ statusCode, error, message }`, or whatever came back. */
  data: unknown;
}

const MESSAGES: Record<ApiErrorCode, (response?: ErrorResponse) => string> = {
  ERR_NETWORK: () => 'Network Error',
  ETIMEDOUT: () => 'Request timed out',
  ERR_CANCELED: () => 'canceled',
  ERR_STATUS: (response) => `Request failed with status code ${response?.status}`,
};

/** Every failed call rejects with one of these (the developer-facing message is not shown to users). */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly request: Pick<ApiRequest, 'method' | 'url'>,
    readonly response?: ErrorResponse,
  ) {
    super(MESSAGES[code](response));
    this.name = 'ApiError';
  }
}

/** The call got no answer (network failure or time-out), as opposed to an error status. */
export const isNoResponse = (error: unknown): boolean => error instanceof ApiError && !error.response;

/** The server's Spanish `message` when the error carries one, else the caller's default (SPEC §8). */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = (error.response?.data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
