import { createHash, randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions } from 'sharp';
import { MAX_IMAGE_BYTES, MEDIA_FULL_WIDTH, MEDIA_WIDTHS, mediaVariant, MSG } from '@plataforma/contracts';
import { httpError } from '../errors';

/** 'photo': profile pictures, news and events (JPG/PNG, spec-notes §5); 'carousel': also GIF and WebP. */
export type ImagePolicy = 'photo' | 'carousel';

const POLICIES: Record<ImagePolicy, { types: ReadonlySet<string>; wrongType: string }> = {
  photo: { types: new Set(['image/jpeg', 'image/png']), wrongType: MSG.fotoTipo },
  carousel: { types: new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']), wrongType: MSG.imagenInvalida },
};

/** Stored images fit inside this square: enough for a full-width hero, small enough to serve. */
export const MAX_IMAGE_SIDE = MEDIA_FULL_WIDTH;
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

/** One upload, checked and encoded: the full image and one narrower copy per MEDIA_WIDTHS width. */
export interface EncodedImage {
  full: Buffer;
  variants: { width: number; webp: Buffer }[];
}

/** Paths `<folder>/<key>.webp` only, with a folder chosen by the code. */
const assertFolder = (folder: string) => {
  if (!FOLDER.test(folder)) throw new Error(`Invalid media folder: ${folder}`);
};

/**
 * Checks an upload by its content and re-encodes it to WebP in MEDIA_FULL_WIDTH and every
 * MEDIA_WIDTHS width (never enlarged), ready for either media store.
 */
export async function encodeImage(buffer: Buffer, policy: ImagePolicy): Promise<EncodedImage> {
  if (buffer.length > MAX_IMAGE_BYTES) throw httpError(413, MSG.fotoTamano);

  // The bytes decide, never the file name or the declared content type.
  const { types, wrongType } = POLICIES[policy];
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !types.has(detected.mime)) throw httpError(400, wrongType);

  const full = await reencode(buffer, { width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  // The variants are cut from the clean full image: it is decoded, upright and metadata-free already.
  const variants = await Promise.all(MEDIA_WIDTHS.map(async (width) => ({ width, webp: await reencode(full, { width, withoutEnlargement: true }) })));
  return { full, variants };
}

/** Every media path an encoded image occupies: the stored path first, then its width variants. */
export const mediaPaths = (path: string) => [path, ...MEDIA_WIDTHS.map((width) => mediaVariant(path, width))];

/**
 * A content-addressed media path: the first 128 bits of the full image's SHA-256, written as a UUID so
 * paths look alike in both stores. The same image in the same folder is stored once.
 */
export function contentPath(folder: string, full: Buffer): string {
  assertFolder(folder);
  const hex = createHash('sha256').update(full).digest('hex');
  return `${folder}/${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.webp`;
}

/**
 * The file store's write: checks and encodes an upload, then writes `<mediaDir>/<folder>/<uuid>.webp`
 * and its width variants beside it. Returns the path relative to the media root (`<folder>/<uuid>.webp`).
 */
export async function storeImage({ buffer, folder, policy, mediaDir }: StoreImageInput): Promise<string> {
  assertFolder(folder);
  const { full, variants } = await encodeImage(buffer, policy);
  const path = `${folder}/${randomUUID()}.webp`;
  await mkdir(join(mediaDir, folder), { recursive: true });
  await Promise.all([
    writeFile(join(mediaDir, path), full),
    ...variants.map(({ width, webp }) => writeFile(join(mediaDir, mediaVariant(path, width)), webp)),
  ]);
  return path;
}

/**
 * A full decode is the only real validity check (a truncated JPEG passes the header sniff), and
 * the fresh encode carries no EXIF/GPS/XMP: sharp writes metadata only when asked to.
 * `failOn: 'truncated'` refuses missing data but not the harmless decoder warnings of many phone JPEGs.
 * Animated GIF/WebP keep their first frame.
 */
async function reencode(buffer: Buffer, resize: ResizeOptions): Promise<Buffer> {
  try {
    return await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize(resize)
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw httpError(400, MSG.imagenInvalida);
  }
}

/** The absolute file of a media path, or null when the path would leave `mediaDir` (`../`, absolute paths). */
export function fileOf(mediaDir: string, relativePath: string): string | null {
  const root = resolve(mediaDir);
  const target = resolve(root, relativePath);
  const inside = relative(root, target);
  if (!inside || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  return target;
}

/**
 * Deletes a stored image and its width variants. Empty values, missing files and paths that would
 * leave `mediaDir` are ignored: callers run this as clean-up after the database change, which must
 * not fail because of a stale or foreign path.
 */
export async function removeImage(mediaDir: string, relativePath: string | null | undefined): Promise<void> {
  if (!relativePath) return;
  for (const path of mediaPaths(relativePath)) {
    const target = fileOf(mediaDir, path);
    if (!target) continue;
    try {
      await unlink(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
