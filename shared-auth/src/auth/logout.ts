import { api } from '@plataforma/shared-auth/api';
import { serviceError } from './userCall';

/** POST /api/auth/logout: ends the server session (the answer's body is not used). */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch (error) {
    throw serviceError(error, 'Error al cerrar sesión.');
  }
}
