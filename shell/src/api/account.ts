import type { AccountExport, ChangeEmailInput, ChangePasswordInput, User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** PATCH /api/account/profile (multipart: nombre, ubicacion, imagen?, quitarFoto?) → the updated user. */
export const updateProfile = async (form: FormData) => (await api.patch<User>('/account/profile', form)).data;

/** POST /api/account/password: the other sessions are signed out by the server. */
export const changePassword = async (input: ChangePasswordInput) =>
  (await api.post<{ message: string }>('/account/password', input)).data.message;

/** POST /api/account/email: a link goes to the new address, which becomes the account's once it is opened. */
export const changeEmail = async (input: ChangeEmailInput) => (await api.post<{ message: string }>('/account/email', input)).data.message;

/** GET /api/account/export: everything the platform holds about the signed-in member. */
export const exportData = async () => (await api.get<AccountExport>('/account/export')).data;

/** POST /api/account/delete, confirmed with the password. */
export const deleteAccount = async (password: string) => (await api.post<{ message: string }>('/account/delete', { password })).data.message;
