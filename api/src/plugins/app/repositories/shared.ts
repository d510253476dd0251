import { desc, type Column } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MediaStore } from '../../../media/store';
import type { ImagePolicy } from '../../../media/images';
import type { UploadedFile } from '../../../media/multipart';


/** Newest first; the id orders rows created in the same instant, so consecutive pages never repeat or skip one. */
export const newestFirst = (table: { creadoEn: Column; id: Column }) => [desc(table.creadoEn), desc(table.id)];

/** The fields of a partial update that were actually sent. */
export const definedOnly = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

export { pgCode } from '../../../db/client';

/** The constraint a PostgreSQL error names, as drizzle wraps it. */
export const constraintOf = (error: unknown): string | undefined =>
  (error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint;

export interface ImageWrite<R> {
  /** The row to return, or undefined when there was none to write. */
  result: R | undefined;
  /** The path the write replaced; deleted once the transaction has committed. */
  replaced?: string | null;
}

/**
 * A database write that may bring a new image, without orphaned or lost files:
 * 1. the upload is checked and stored first (a bad file never reaches the database);
 * 2. `write` swaps the path in the row, in a transaction that locks the row (two edits queue up,
 *    and each sees the path the other one left);
 * 3. only after the commit is the replaced image deleted; if the write fails or finds no row, the
 *    new image is deleted instead.
 */
export async function writeWithImage<R>(
  media: MediaStore,
  upload: { file: UploadedFile | undefined; folder: string; policy: ImagePolicy },
  write: (path: string | undefined) => Promise<ImageWrite<R>>,
): Promise<R | undefined> {
  const path = upload.file ? await media.save(upload.file.buffer, upload.folder, upload.policy) : undefined;
  let outcome: ImageWrite<R>;
  try {
    outcome = await write(path);
  } catch (error) {
    await media.remove(path);
    throw error;
  }
  if (outcome.result === undefined) await media.remove(path);
  else if (path && outcome.replaced && outcome.replaced !== path) await media.remove(outcome.replaced);
  return outcome.result;
}

/**
 * A repository as a plugin (fastify/demo style): built once from the app and decorated as
 * `app.<name>`, so handlers read `app.noticiasRepository.findById(id)` and hold no SQL.
 */
export const repositoryPlugin = <K extends keyof FastifyInstance & `${string}Repository`>(name: K, create: (app: FastifyInstance) => FastifyInstance[K]) =>
  fp(
    async (app) => {
      app.decorate(name, create(app) as never);
    },
    { name },
  );
