/**
 * Every uploaded image is stored as WebP in three widths (never enlarged): the stored path
 * (`noticias/<key>.webp`, at most MEDIA_FULL_WIDTH wide) and one variant per MEDIA_WIDTHS entry
 * beside it (`noticias/<key>-480w.webp`). Entities keep the one stored path; pages derive the rest.
 */
export const MEDIA_WIDTHS = [480, 960] as const;
export const MEDIA_FULL_WIDTH = 1920;

/** Where the API serves stored media paths. */
const MEDIA_PREFIX = '/media/';

/** The path of one width variant: `noticias/k.webp` → `noticias/k-480w.webp` (other files: unchanged). */
export const mediaVariant = (path: string, width: number): string => path.replace(/\.webp$/, `-${width}w.webp`);

/**
 * A `srcset` for a stored path (`'noticias/k.webp'` or `'/media/noticias/k.webp'`): the variants and
 * the full image with their widths. Paths the API did not store as WebP (old rows, external URLs,
 * the placeholder) get '' so the page keeps its plain `src`.
 */
export function srcSetFor(path: string | null | undefined): string {
  if (!path?.endsWith('.webp') || /^[a-z]+:/i.test(path)) return '';
  const url = path.startsWith(MEDIA_PREFIX) ? path : `${MEDIA_PREFIX}${path.replace(/^\/+/, '')}`;
  return [...MEDIA_WIDTHS.map((width) => `${mediaVariant(url, width)} ${width}w`), `${url} ${MEDIA_FULL_WIDTH}w`].join(', ');
}
