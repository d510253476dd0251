import type { TwoFactorStatus } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** GET /api/account/two-factor: on or off, required or not, recovery codes left. */
export const twoFactorStatus = async () => (await api.get<TwoFactorStatus>('/account/two-factor')).data;
