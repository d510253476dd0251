import { srcSetFor, type PageHead } from '@plataforma/contracts';
import { mediaUrl } from '@plataforma/shared-ui';

/**
 * The head's `leadImage` for the picture that is a page's largest paint, as its `<img>` asks for it
 * (same source set and sizes, so the browser takes the preloaded file); none for a missing picture.
 */
export function leadImage(path: string | null | undefined, sizes: string): PageHead['leadImage'] {
  if (!path?.trim()) return undefined;
  return { src: mediaUrl(path), srcSet: srcSetFor(path), sizes };
}
