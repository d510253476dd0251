import type { TwoFactorSetup, TwoFactorStatus } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** GET /api/account/two-factor: on or off, required or not, recovery codes left. */
export const twoFactorStatus = async () => (await api.get<TwoFactorStatus>('/account/two-factor')).data;

/** POST /api/account/two-factor/setup: a new secret and its QR code, until a code confirms it. */
export const startTwoFactor = async () => (await api.post<TwoFactorSetup>('/account/two-factor/setup')).data;

/** POST /api/account/two-factor/enable → the 10 recovery codes, shown once. */
export const enableTwoFactor = async (codigo: string) =>
  (await api.post<{ codigosRecuperacion: string[] }>('/account/two-factor/enable', { codigo })).data.codigosRecuperacion;

/** POST /api/account/two-factor/disable with a current code. */
export const disableTwoFactor = async (codigo: string) =>
  (await api.post<{ message: string }>('/account/two-factor/disable', { codigo })).data.message;
