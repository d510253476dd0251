import type { AccountSession } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';

/** GET /api/account/sessions: the member's own live sessions, most recently used first. */
export const listSessions = async () => (await api.get<AccountSession[]>('/account/sessions')).data;

/** DELETE /api/account/sessions/:id ('Cerrar esta sesión'). */
export const closeSession = async (id: number) => {
  await api.delete(`/account/sessions/${id}`);
};

/** DELETE /api/account/sessions: every session but this one ('Cerrar las demás sesiones'). */
export const closeOtherSessions = async () => (await api.delete<{ message: string }>('/account/sessions')).data.message;
