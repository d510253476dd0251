import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './passwords';

/**
 * Creates the configured admin account on a site that has no admin yet. Once there is one, nothing is
 * created or changed: the bootstrap account may have changed its email or password, or been deleted in
 * favour of personal admin accounts, and a restart must not bring back an admin with the
 * ADMIN_PASSWORD that sits in the deployment's settings. Returns true when the account was created.
 */
export async function seedAdmin(db: Database, { email, password }: { email: string; password: string }): Promise<boolean> {
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.rol, 'admin')).limit(1);
  if (anyAdmin) return false;
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({ nombre: 'Administrador', email, passwordHash, rol: 'admin', emailConfirmadoEn: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
