import type { CreateUserInput, User } from '@plataforma/contracts';
import { api } from '@plataforma/shared-auth/api';
import { nonEmpty } from './body';
import { USERS_MSG } from './messages';

export interface CreateUserPayload extends CreateUserInput {
  imagen?: File | null;
}

/** POST /api/users as multipart, so the optional photo travels with the fields: the created user. */
export async function createUser({ imagen, ...fields }: CreateUserPayload): Promise<User> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  if (imagen) form.append('imagen', imagen);
  return nonEmpty((await api.post<User>('/users', form)).data, USERS_MSG.respuestaVaciaCrear);
}
