import { api } from '@plataforma/shared-auth/api';
import { userCall } from './userCall';

/** POST /api/auth/register (multipart: nombre, email, password, ubicacion?, imagen?) → the new, logged-in user. */
export const register = (form: FormData) =>
  userCall(() => api.post('/auth/register', form), 'No se pudo registrar el usuario. Intenta nuevamente.');
