import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './passwords';

/**
 * Makes sure the configured admin account exists. An existing account is left as it is (its
 * password may have been changed since), so restarts never overwrite anything.
 * Returns true when the account was created.
 */
export async function seedAdmin(db: Database, { email, password }: { email: string; password: string }): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({ nombre: 'Administrador', email, passwordHash, rol: 'admin', emailConfirmadoEn: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
