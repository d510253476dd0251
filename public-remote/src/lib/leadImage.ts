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

/**
 * A picture's loading attributes: the page's lead picture is asked for first and painted with the first
 * frame it is ready for; the others wait until they are near the screen and never hold a frame back.
 */
export const pictureLoading = (lead: boolean) =>
  lead ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
