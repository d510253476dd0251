export { api, createApiClient } from './client';
export { newIdempotencyKey } from './idempotencyKey';
export { transportAdapter } from './transportAdapter';
export type { ApiClient } from './client';
export { ApiError } from './errors';
export type { ApiErrorCode, ErrorResponse, FailedCall } from './errors';
export type { ApiRequest, ApiResponse, Method, RequestOptions, UploadProgress } from './types';
