import { asc, eq } from 'drizzle-orm';
import { MSG, ACCOUNT_MSG } from '@plataforma/contracts';
import type { Database } from '../db/client';
import { comentarios, encuestas, publicaciones, users, votos, type UserRow } from '../db/schema';
import { httpError } from '../errors';
import { deleteOtherSessions } from './session-repository';

/** SQL of the member's own account: profile, password, export and deletion. */

export async function updateProfile(
  db: Database,
  userId: number,
  changes: { nombre: string; ubicacion: string; imagen?: string },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** The new password, and every other session of the user signed out, together. */
export async function changePassword(db: Database, userId: number, passwordHash: string, keepSessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await deleteOtherSessions(tx, userId, keepSessionId);
  });
}

export function userComments(db: Database, userId: number) {
  return db
    .select({
      id: comentarios.id,
      publicacionId: comentarios.publicacionId,
      publicacion: publicaciones.titulo,
      contenido: comentarios.contenido,
      creadoEn: comentarios.creadoEn,
    })
    .from(comentarios)
    .innerJoin(publicaciones, eq(publicaciones.id, comentarios.publicacionId))
    .where(eq(comentarios.userId, userId))
    .orderBy(asc(comentarios.creadoEn));
}

export function userVotes(db: Database, userId: number) {
  return db
    .select({ encuestaId: votos.encuestaId, encuesta: encuestas.titulo, opcion: votos.opcion, creadoEn: votos.creadoEn })
    .from(votos)
    .innerJoin(encuestas, eq(encuestas.id, votos.encuestaId))
    .where(eq(votos.userId, userId))
    .orderBy(asc(votos.creadoEn));
}

/**
 * Deletes the account row: its sessions, reset links, two-step data and comments go with it
 * (ON DELETE CASCADE), its votes stay and lose their link (ON DELETE SET NULL). The last admin
 * cannot leave: admin rows are locked first, as in the role change, so two admins deleting
 * themselves at once leave one. Returns the photo path to remove.
 */
export async function deleteAccount(db: Database, userId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.rol, 'admin')).for('update');
    const [user] = await tx.select({ rol: users.rol, imagen: users.imagen }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw httpError(401, MSG.noAutenticado);
    if (user.rol === 'admin' && admins.length <= 1) throw httpError(409, ACCOUNT_MSG.ultimoAdminEliminar);
    await tx.delete(users).where(eq(users.id, userId));
    return user.imagen;
  });
}
