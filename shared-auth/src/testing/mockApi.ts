/**
 * Test double of `@plataforma/shared-auth/api`: jest functions for the HTTP verbs and the real
 * `ApiError`, so screens are tested against the errors the client really throws (and worded by the
 * real `getErrorMessage` of `@plataforma/shared-auth`).
 * Use with `jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'))`.
 */
import { ApiError } from '../api/errors';

export { ApiError } from '../api/errors';

export const api = {
  get: jest.fn(),
  post: jest.fn(),
  patch: jest.fn(),
  put: jest.fn(),
  delete: jest.fn(),
  onSessionExpired: jest.fn((_listener: () => void) => () => {}),
};

/** The error of a call the server answered with `status` and, when given, its Spanish `message`. */
export const serverError = (status: number, message?: string) =>
  new ApiError('ERR_STATUS', { method: 'get', url: '/' }, { status, data: message ? { statusCode: status, error: 'Error', message } : {} });

/** The error of a call that got no answer at all. */
export const networkError = () => new ApiError('ERR_NETWORK', { method: 'get', url: '/' });

export const ok = <T>(data: T) => Promise.resolve({ data });
