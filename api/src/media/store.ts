import { readFile } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mediaVariant } from '@plataforma/contracts';
import type { Database } from '../db/client';
import { equipo, eventos, imagenes, media, noticias, users } from '../db/schema';
import { contentPath, encodeImage, fileOf, mediaPaths, removeImage, storeImage, type ImagePolicy } from './images';

/**
 * Where uploaded images live. Repositories save before their database write and remove after it
 * commits; `/media/*` reads. Two backends, chosen by `DATABASE_URL` (`mediaStoreFor`).
 */
export interface MediaStore {
  /** Checks, re-encodes and stores an upload in its three widths; returns its media path (`<folder>/<key>.webp`). */
  save(buffer: Buffer, folder: string, policy: ImagePolicy): Promise<string>;
  /** The bytes of a media path (a stored path or one of its width variants), or null. */
  read(path: string): Promise<Buffer | null>;
  /** Deletes a stored image and its variants; empty, unknown or foreign paths are ignored. */
  remove(path: string | null | undefined): Promise<void>;
}

async function readFileOrNull(mediaDir: string, path: string): Promise<Buffer | null> {
  const file = fileOf(mediaDir, path);
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** PGlite (one process): files under MEDIA_DIR, uuid-named, as before. */
export function fileMediaStore(mediaDir: string): MediaStore {
  return {
    save: (buffer, folder, policy) => storeImage({ buffer, folder, policy, mediaDir }),
    read: (path) => readFileOrNull(mediaDir, path),
    remove: (path) => removeImage(mediaDir, path),
  };
}

/**
 * PostgreSQL: the `media` table, so every API process serves every image and one backup holds them.
 * Paths are content-addressed, so two rows may share one image: `remove` deletes it only when no
 * entity refers to it any more. Files left in MEDIA_DIR by an earlier PGlite run keep being served.
 */
export function databaseMediaStore(db: Database, mediaDir: string): MediaStore {
  const referenced = (path: string) => sql`exists (
    select 1 from ${users} where ${users.imagen} = ${path}
    union all select 1 from ${imagenes} where ${imagenes.url} = ${path}
    union all select 1 from ${noticias} where ${noticias.imagenUrl} = ${path}
    union all select 1 from ${eventos} where ${eventos.imagen} = ${path}
    union all select 1 from ${equipo} where ${equipo.imagen} = ${path})`;

  return {
    async save(buffer, folder, policy) {
      const { full, variants } = await encodeImage(buffer, policy);
      const path = contentPath(folder, full);
      const rows = [{ path, content: full }, ...variants.map(({ width, webp }) => ({ path: mediaVariant(path, width), content: webp }))];
      // The same bytes give the same path: an image stored before is simply reused.
      await db.insert(media).values(rows).onConflictDoNothing();
      return path;
    },
    async read(path) {
      const [row] = await db.select({ content: media.content }).from(media).where(eq(media.path, path)).limit(1);
      return row?.content ?? (await readFileOrNull(mediaDir, path));
    },
    async remove(path) {
      if (!path) return;
      await db.delete(media).where(and(inArray(media.path, mediaPaths(path)), sql`not ${referenced(path)}`));
      await removeImage(mediaDir, path);
    },
  };
}

export const mediaStoreFor = (db: Database, { databaseUrl, mediaDir }: { databaseUrl?: string; mediaDir: string }): MediaStore =>
  databaseUrl ? databaseMediaStore(db, mediaDir) : fileMediaStore(mediaDir);
