import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MSG } from '@plataforma/contracts';
import { httpError } from '../errors';

/** 'photo': profile pictures, news and events (JPG/PNG, SPEC §5); 'carousel': also GIF and WebP. */
export type ImagePolicy = 'photo' | 'carousel';

const POLICIES: Record<ImagePolicy, { types: ReadonlySet<string>; wrongType: string }> = {
  photo: { types: new Set(['image/jpeg', 'image/png']), wrongType: MSG.fotoTipo },
  carousel: { types: new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']), wrongType: MSG.imagenInvalida },
};

/** Stored images fit inside this square: enough for a full-width hero, small enough to serve. */
export const MAX_IMAGE_SIDE = 1920;
/** A 5 MB file can still declare a huge canvas (a decompression bomb); 50 MP covers any phone camera. */
export const MAX_INPUT_PIXELS = 50_000_000;

const FOLDER = /^[a-z0-9][a-z0-9-]*$/;

export interface StoreImageInput {
  buffer: Buffer;
  /** One lower-case word chosen by the code (e.g. 'usuarios', 'noticias'), never by the client. */
  folder: string;
  policy: ImagePolicy;
  mediaDir: string;
}

/**
 * Checks an upload by its content, re-encodes it to WebP and writes it under
 * `<mediaDir>/<folder>/<uuid>.webp`. Returns the path relative to the media root (`<folder>/<uuid>.webp`).
 */
export async function storeImage({ buffer, folder, policy, mediaDir }: StoreImageInput): Promise<string> {
  if (!FOLDER.test(folder)) throw new Error(`Invalid media folder: ${folder}`);
  if (buffer.length > MAX_IMAGE_BYTES) throw httpError(413, MSG.fotoTamano);

  // The bytes decide, never the file name or the declared content type.
  const { types, wrongType } = POLICIES[policy];
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !types.has(detected.mime)) throw httpError(400, wrongType);

  const webp = await reencode(buffer);
  const name = `${randomUUID()}.webp`;
  await mkdir(join(mediaDir, folder), { recursive: true });
  await writeFile(join(mediaDir, folder, name), webp);
  return `${folder}/${name}`;
}

/**
 * A full decode is the only real validity check (a truncated JPEG passes the header sniff), and
 * the fresh encode carries no EXIF/GPS/XMP: sharp writes metadata only when asked to.
 * `failOn: 'truncated'` refuses missing data but not the harmless decoder warnings of many phone JPEGs.
 * Animated GIF/WebP keep their first frame.
 */
async function reencode(buffer: Buffer): Promise<Buffer> {
  try {
    return await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw httpError(400, MSG.imagenInvalida);
  }
}

/**
 * Deletes a stored image. Empty values, missing files and paths that would leave `mediaDir`
 * (`../`, absolute paths) are ignored: callers run this as clean-up after the database change,
 * which must not fail because of a stale or foreign path.
 */
export async function removeImage(mediaDir: string, relativePath: string | null | undefined): Promise<void> {
  if (!relativePath) return;
  const root = resolve(mediaDir);
  const target = resolve(root, relativePath);
  const inside = relative(root, target);
  if (!inside || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return;
  try {
    await unlink(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
