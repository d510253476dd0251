import type { z } from 'zod';
import { MSG, type createUserSchema } from '@plataforma/contracts';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { httpError } from '../errors';
import { hashPassword } from '../auth/passwords';
import { removeImage, storeImage } from '../media/images';

type NewUser = z.output<typeof createUserSchema>;

/** PostgreSQL's unique violation, as drizzle wraps it (the driver error is the `cause`). */
const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505';

/**
 * Shared by register and the admin's POST /users: the fields are already validated; the photo is
 * stored only then, and removed again when the insert fails (e.g. the email is taken).
 */
export async function createUser(
  db: Database,
  mediaDir: string,
  input: NewUser,
  photo?: Buffer,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const imagen = photo ? await storeImage({ buffer: photo, folder: 'usuarios', policy: 'photo', mediaDir }) : '';
  try {
    const [row] = await db
      .insert(users)
      .values({ nombre: input.nombre, email: input.email, passwordHash, ubicacion: input.ubicacion, imagen })
      .returning();
    return row!;
  } catch (error) {
    if (imagen) await removeImage(mediaDir, imagen);
    if (isUniqueViolation(error)) throw httpError(409, MSG.emailEnUso);
    throw error;
  }
}
