import type { ResetPasswordInput } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** POST /api/auth/password/forgot: always the same answer, whether the email is registered or not. */
export const requestPasswordReset = async (email: string) =>
  (await api.post<{ message: string }>('/auth/password/forgot', { email })).data.message;

/** POST /api/auth/password/reset with the token of the emailed link. */
export const resetPassword = async (input: ResetPasswordInput) =>
  (await api.post<{ message: string }>('/auth/password/reset', input)).data.message;
