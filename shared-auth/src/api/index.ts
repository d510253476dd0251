export { api } from './client';
export type { ApiClient } from './client';
export { ApiError, getErrorMessage, isNoResponse } from './errors';
export type { ApiErrorCode, ErrorResponse } from './errors';
export type { ApiRequest, ApiResponse, Method, RequestOptions, UploadProgress } from './types';
