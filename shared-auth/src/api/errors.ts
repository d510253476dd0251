import { AxiosError } from 'axios';
import type { Method } from './types';

/**
 * 'ERR_NETWORK': no answer at all (retried once); 'ETIMEDOUT': no answer within the time-out;
 * 'ERR_CANCELED': the caller aborted it (its `signal`); 'ERR_STATUS': the server answered outside 2xx.
 */
export type ApiErrorCode = 'ERR_NETWORK' | 'ETIMEDOUT' | 'ERR_CANCELED' | 'ERR_STATUS';

export interface ErrorResponse {
  status: number;
  /** The parsed body: the API's `{ statusCode, error, message }`, or whatever came back. */
  data: unknown;
}

/** The call an error names: method and URL, never the body (a login's holds the password). */
export interface FailedCall {
  method: Method;
  url: string;
}

const MESSAGES: Record<ApiErrorCode, (response?: ErrorResponse) => string> = {
  ERR_NETWORK: () => 'Network Error',
  ETIMEDOUT: () => 'Request timed out',
  ERR_CANCELED: () => 'Request canceled',
  ERR_STATUS: (response) => `Request failed with status code ${response?.status}`,
};

/**
 * Every failed call rejects with one of these rather than axios' own error, which keeps the whole
 * request config (body included) and would tie every caller and test double to axios. The
 * developer-facing message is never shown: screens use `getErrorMessage`.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly request: FailedCall,
    readonly response?: ErrorResponse,
  ) {
    super(MESSAGES[code](response));
    this.name = 'ApiError';
  }
}

function codeOf(error: AxiosError): ApiErrorCode {
  if (error.response) return 'ERR_STATUS';
  if (error.code === AxiosError.ERR_CANCELED) return 'ERR_CANCELED';
  if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED) return 'ETIMEDOUT';
  return 'ERR_NETWORK';
}

/** axios' error (or anything an interceptor threw) as the client's `ApiError`. */
export function toApiError(error: unknown, call: FailedCall): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) return new ApiError('ERR_NETWORK', call);
  const { response } = error;
  return new ApiError(codeOf(error), call, response && { status: response.status, data: response.data });
}
