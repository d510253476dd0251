import { removeImage, storeImage, type ImagePolicy } from '../media/images';

export interface ImageWrite {
  mediaDir: string;
  /** Media folder of the entity ('noticias', 'eventos', 'imagenes'). */
  folder: string;
  policy: ImagePolicy;
  /** The uploaded bytes, if a file was sent. */
  upload?: Buffer;
  /** The path the write replaces, removed once the write has succeeded. */
  previous?: string | null;
}

/**
 * A database write that may bring a new image: the upload is checked and stored first (a bad file
 * never reaches the database), then `write` runs with its path. If the write fails or finds no row,
 * the new file is removed; if it succeeds, the file it replaced is. No orphan, no lost image.
 */
export async function writeWithImage<T>(
  { mediaDir, folder, policy, upload, previous }: ImageWrite,
  write: (path: string | undefined) => Promise<T | undefined>,
): Promise<T | undefined> {
  const path = upload ? await storeImage({ buffer: upload, folder, policy, mediaDir }) : undefined;
  let row: T | undefined;
  try {
    row = await write(path);
  } catch (error) {
    await removeImage(mediaDir, path);
    throw error;
  }
  if (row === undefined) await removeImage(mediaDir, path);
  else if (path) await removeImage(mediaDir, previous);
  return row;
}
