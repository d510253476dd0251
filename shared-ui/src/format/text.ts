import { PLACEHOLDER_IMAGE } from '@plataforma/contracts';

/** The text itself when it fits, else its first `max` characters (trailing spaces dropped) and '…'. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}…`;
}

// Absolute URLs, root paths and in-browser previews (blob:/data:) are already usable as they are.
const USABLE_AS_IS = /^(https?:\/\/|\/|blob:|data:)/i;

/** Where to load an image the API stores as a path relative to the media host (spec-notes §3). */
export function mediaUrl(path: string | null | undefined): string {
  const value = path?.trim();
  if (!value) return PLACEHOLDER_IMAGE;
  return USABLE_AS_IS.test(value) ? value : `/media/${value}`;
}
