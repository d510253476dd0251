import { createUserSchema, firstIssue, imageFileError, PHOTO_FILE, type CreateUserInput, type User } from '@plataforma/contracts';
import { refuse } from '@plataforma/shared-auth';
import { api } from '@plataforma/shared-auth/api';
import { runWrite } from '../../../lib/write';
import { nonEmpty } from './body';
import { USERS_MSG } from './messages';

export interface CreateUserPayload extends CreateUserInput {
  imagen?: File | null;
}

/** POST /api/users as multipart, so the optional photo travels with the fields: the created user. */
export async function createUser({ imagen, ...fields }: CreateUserPayload, key?: string): Promise<User> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  if (imagen) form.append('imagen', imagen);
  return nonEmpty((await api.post<User>('/users', form, { idempotencyKey: key })).data, USERS_MSG.respuestaVaciaCrear);
}

/** The action's 'crear': the fields checked with the API's schema and the optional photo with its rules, then created. */
export async function crearUsuario(fields: Record<string, unknown>, imagen: File | null, key?: string) {
  const parsed = createUserSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const photoProblem = imageFileError(imagen, PHOTO_FILE);
  if (photoProblem) return refuse(photoProblem);
  return runWrite(() => createUser({ ...parsed.data, imagen }, key), USERS_MSG.crear);
}
