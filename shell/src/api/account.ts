import type { AccountExport } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** GET /api/account/export: everything the platform holds about the signed-in member. */
export const exportData = async () => (await api.get<AccountExport>('/account/export')).data;
