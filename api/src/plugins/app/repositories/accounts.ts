import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_MSG, MSG } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { comentarios, encuestas, publicaciones, users, votos } from '../../../db/schema';
import { httpError } from '../../../errors';
import type { UploadedFile } from '../../../media/multipart';
import type { MediaStore } from '../../../media/store';
import { voidEmailChanges } from './email-confirmations';
import { forgetAnswers } from './idempotency-keys';
import { deleteOtherSessions } from './sessions';
import { forgetAfiliaciones } from './afiliaciones';
import { writeWithImage, repositoryPlugin } from './shared';
import { toUser } from './users';

/** SQL of the member's own account: profile, password, export and deletion. */
export function createAccountsRepository(db: Database, media: MediaStore) {
  return {
    /**
     * nombre and ubicación; a new photo replaces the old one, `quitarFoto` removes it (the file too,
     * after the commit, as every image write does).
     */
    async updateProfile(userId: number, { nombre, ubicacion, quitarFoto }: { nombre: string; ubicacion: string; quitarFoto: boolean }, photo?: UploadedFile) {
      let removed: string | null = null;
      const row = await writeWithImage(media, { file: photo, folder: 'usuarios', policy: 'photo' }, (path) =>
        db.transaction(async (tx) => {
          const [current] = await tx.select({ imagen: users.imagen }).from(users).where(eq(users.id, userId)).for('update');
          if (!current) return { result: undefined };
          const imagen = path ?? (quitarFoto ? '' : current.imagen);
          const [updated] = await tx.update(users).set({ nombre, ubicacion, imagen }).where(eq(users.id, userId)).returning();
          if (!path && imagen !== current.imagen) removed = current.imagen;
          return { result: updated!, replaced: imagen === current.imagen ? null : current.imagen };
        }),
      );
      if (!row) throw httpError(401, MSG.noAutenticado);
      // writeWithImage removes a photo only when a new one replaced it; 'Quitar foto' removes it here.
      await media.remove(removed);
      return toUser(row);
    },

    /** The new password, every other session of the user signed out, their stored answers and pending email changes void, together. */
    async changePassword(userId: number, passwordHash: string, keepSessionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await deleteOtherSessions(tx, userId, keepSessionId);
        await forgetAnswers(tx, userId);
        await voidEmailChanges(tx, userId);
      });
    },

    comments(userId: number) {
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
    },

    votes(userId: number) {
      return db
        .select({ encuestaId: votos.encuestaId, encuesta: encuestas.titulo, opcion: votos.opcion, creadoEn: votos.creadoEn })
        .from(votos)
        .innerJoin(encuestas, eq(encuestas.id, votos.encuestaId))
        .where(eq(votos.userId, userId))
        .orderBy(asc(votos.creadoEn));
    },

    /**
     * Deletes the account row: its sessions, reset links, two-step data and comments go with it
     * (ON DELETE CASCADE), so do its stored idempotent answers, its votes stay and lose their link (ON DELETE SET NULL), its photo is
     * removed. A pending affiliation is withdrawn and an approved card revoked, kept without personal
     * data so its member number is never reused (`forgetAfiliaciones`). The last admin cannot leave: admin rows are locked first, as in the role change, so
     * two admins deleting themselves at once leave one.
     */
    async delete(userId: number): Promise<void> {
      const photo = await db.transaction(async (tx) => {
        const admins = await tx.select({ id: users.id }).from(users).where(eq(users.rol, 'admin')).for('update');
        const [user] = await tx.select({ rol: users.rol, imagen: users.imagen }).from(users).where(eq(users.id, userId)).limit(1);
        if (!user) throw httpError(401, MSG.noAutenticado);
        if (user.rol === 'admin' && admins.length <= 1) throw httpError(409, ACCOUNT_MSG.ultimoAdminEliminar);
        await forgetAfiliaciones(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
        await forgetAnswers(tx, userId);
        return user.imagen;
      });
      await media.remove(photo);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: ReturnType<typeof createAccountsRepository>;
  }
}

export default repositoryPlugin('accountsRepository', (app) => createAccountsRepository(app.db, app.media));
