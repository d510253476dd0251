import type { CreateUserInput, User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { USERS_MSG } from './messages';

export interface CreateUserPayload extends CreateUserInput {
  imagen?: File | null;
}

/** POST /api/users as multipart, so the optional photo travels with the fields. */
export function createUser({ imagen, ...fields }: CreateUserPayload): Promise<User> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  if (imagen) form.append('imagen', imagen);
  return request(() => api.post<User>('/users', form), {
    fallback: USERS_MSG.crear,
    empty: USERS_MSG.respuestaVaciaCrear,
    network: USERS_MSG.sinConexion,
  });
}

/** Which page of users is on screen is the users page's to know: it puts the created user there (`withCreatedUser`). */
export const useCreateUser = () => useMutation({ mutationFn: createUser });
